import type { MockContext } from '../context';
import type { EntityModel } from '../model';
import type { Row, RowValues } from '../store/types';
import { undoStateOf } from '../undo/state';
import { fieldOfInputKey, rowToInput } from './input';
import { badInput, coercedUpdate, type RowError } from './rowUpdates';

/**
 * Compare-and-set for `updateRows` (`RowChangeInput.expected`, docs/decisions.md, issue 33): a row
 * is written only where each field it names still holds the value the editor started from. Per
 * field rather than per row version, so someone's change to ANOTHER field of the row meanwhile is
 * no conflict: both are kept. A real backend needs one conditional write, no history.
 */

/** `raw` as the expected values of `input`'s fields (coerced as the update input is), or none. */
export function coercedExpected(model: EntityModel, raw: unknown, input: RowValues, at: string): RowValues | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badInput(`${at}: an object of the fields' expected values`);
  const names = Object.keys(raw);
  if (names.length === 0) return undefined;
  const stray = names.find((name) => !(name in input));
  if (stray) throw badInput(`${at}.${stray}: the input does not set this field`);
  // An expected null is a value ("no price yet"), which the update input's coercion keeps.
  return coercedUpdate(model, raw, at);
}

/** Two stored values are the same: as JSON, or two date-times naming the same instant. */
function same(current: unknown, expected: unknown): boolean {
  if (JSON.stringify(current ?? null) === JSON.stringify(expected ?? null)) return true;
  const instant = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN);
  return !Number.isNaN(instant(current)) && instant(current) === instant(expected);
}

/** Who last changed `field` of the row, by its history (newest first); null when none is recorded. */
function lastChangedBy(ctx: MockContext, row: Row, field: string): string | null {
  const entries = undoStateOf(ctx.db).history.of(row.__typename, row.id);
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    if (entries[i].changes.some((change) => change.field === field)) return entries[i].by?.name ?? null;
  }
  return null;
}

/**
 * One CONFLICT per expected field that holds another value now, with that value (hidden when the
 * viewer may not read the field), the row's version and who changed the field last. Empty: the
 * row may be written.
 */
export function expectationErrors(ctx: MockContext, model: EntityModel, row: Row, expected: RowValues | undefined): RowError[] {
  if (!expected) return [];
  const now = rowToInput(model, row);
  return Object.entries(expected)
    .filter(([key, value]) => !same(now[key], value))
    .map(([key]) => {
      const field = fieldOfInputKey(model, key);
      const readable = ctx.ability.can('read', row as never, field);
      return {
        field: ['input', key],
        message: 'conflict.field',
        code: 'CONFLICT',
        values: { current: readable ? (now[key] ?? null) : null, updatedAt: row.updatedAt, updatedBy: lastChangedBy(ctx, row, field) },
      };
    });
}

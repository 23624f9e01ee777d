import type { AppAbility } from '../../../ability/ability';
import type { LanguageCode } from '../../../i18n/locales';
import type { EntityDeclaration, FieldDef } from '../../entity/types';
import { sameValue } from '../../form/formValues';
import type { AnyRow } from '../listDocument';
import { cellFieldOf } from './cellFields';
import { cellLock } from './cellLock';
import { cellReadOptions } from './cellReading';
import { cellProblem } from './cellValidation';
import { blockTargets, parsePasted } from './pasteBlock';
import { readTyped } from './readTyped';

/** Message id of why a pasted value has no cell to change: the column is not edited in the list. */
export const NOT_IN_CELL = 'gridEdit.paste.notInCell';
/** Message id of why a pasted reference is refused: its label would need a search first (docs/decisions.md). */
export const PASTED_REFERENCE = 'gridEdit.paste.reference';

/** One pasted value on its cell: what it changes to, or why it does not. */
export interface PastedChange {
  row: AnyRow;
  column: string;
  /** The input key it sets (the form field's name). */
  name?: string;
  text: string;
  value?: unknown;
  /** Why the value is not saved: a message id and its values. */
  refusal?: { reason: string; values?: Record<string, unknown> };
  /** The cell holds this value already. */
  same?: boolean;
}

export interface PastePlan {
  changes: PastedChange[];
  /** Values past the last row or column. */
  dropped: number;
}

/** Kinds a paste reads without a search (a reference needs one, so it is the form's). */
const PASTED = new Set(['text', 'number', 'money', 'enum', 'boolean', 'date', 'datetime', 'country']);

/**
 * What a block pasted at a cell would do, before anything is sent: each value on its cell (from
 * the focused cell, across the visible columns and down the rows in the list's order), read as a
 * person typed it (Persian digits, Jalali dates in fa, enum labels in either language), checked by
 * the same rules as the cell's editor (the viewer's rules, a locked record, the field's schema).
 *
 * @example planPaste({ declaration: plans, ability, rows, origin: { row: 0, column: 'price' }, text: '۱۲۰۰۰۰\n-5', columns, language: 'fa' })
 * // { changes: [{ … value: 120000 }, { … refusal: { reason: 'validation.min' … } }], dropped: 0 }
 */
export function planPaste(input: {
  declaration: EntityDeclaration;
  ability: AppAbility;
  rows: readonly AnyRow[];
  origin: { row: number; column: string };
  text: string;
  columns: readonly string[];
  language: LanguageCode;
}): PastePlan {
  const { declaration, ability, rows, language } = input;
  const { cells, dropped } = blockTargets(input.origin, parsePasted(input.text), rows.length, input.columns);
  const changes = cells.map((cell): PastedChange => {
    const row = rows[cell.row];
    const base = { row, column: cell.column, text: cell.text };
    const found = cellFieldOf(declaration, cell.column);
    if (found?.kind === 'reference') return { ...base, refusal: { reason: PASTED_REFERENCE } };
    if (!found || found.kind === 'form' || !PASTED.has(found.kind)) return { ...base, refusal: { reason: NOT_IN_CELL } };
    const field: FieldDef = found.field;
    const lock = cellLock(declaration, ability, row as Record<string, unknown>, field);
    if (!lock.editable) return { ...base, name: field.name, refusal: { reason: lock.reason } };
    const read = readTyped(found.kind, cell.text, cellReadOptions(found, row as Record<string, unknown>, language));
    if (!read.ok) return { ...base, name: field.name, refusal: { reason: read.reason, values: read.values } };
    const problem = cellProblem(declaration.subject, field.name, read.value);
    if (problem) return { ...base, name: field.name, refusal: { reason: problem.message, values: problem.values } };
    return { ...base, name: field.name, value: read.value, same: sameValue((row as Record<string, unknown>)[field.name], read.value) };
  });
  return { changes, dropped: dropped.length };
}

/** One row a paste changes: the fields pasted on it, the values they had, and those the list knew (`RowChangeInput.expected`). */
export interface PastedRow {
  id: string;
  input: Record<string, unknown>;
  before: Record<string, unknown>;
  /** The values the list showed for the fields the row carries: the server writes the row only while it still holds them. */
  expected?: Record<string, unknown>;
}

/** The rows a plan changes, each with its input (the fields pasted on it) and the values it had. */
export function rowInputs(changes: readonly PastedChange[]): PastedRow[] {
  const byRow = new Map<string, PastedRow>();
  for (const change of changes) {
    if (change.refusal || change.same || !change.name) continue;
    const entry = byRow.get(change.row.id) ?? { id: change.row.id, input: {}, before: {} };
    const had = (change.row as Record<string, unknown>)[change.name];
    entry.input[change.name] = change.value;
    entry.before[change.name] = had ?? null;
    // A value the row does not carry (a reference shown by its label) is not known, so not expected.
    if (change.name in change.row) entry.expected = { ...entry.expected, [change.name]: had ?? null };
    byRow.set(change.row.id, entry);
  }
  return [...byRow.values()];
}

import type { AppAbility } from '../../../ability/ability';
import type { LanguageCode } from '../../../i18n/locales';
import type { EntityDeclaration, FieldDef } from '../../entity/types';
import { sameValue } from '../../form/formValues';
import type { AnyRow } from '../listDocument';
import { cellFieldOf, type CellEditorKind, type CellField } from './cellFields';
import { cellLock } from './cellLock';
import { cellReadOptions } from './cellReading';
import { cellProblem } from './cellValidation';
import { blockTargets, parsePasted } from './pasteBlock';
import { readTyped, type ReadResult } from './readTyped';

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
  /** A fill down (Ctrl+D), not a paste: the summary says so. */
  fill?: boolean;
}

/** The size of a selected range (rows × columns) that one pasted value fills. */
export interface RangeSize {
  rows: number;
  columns: number;
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
  /** A selected range from `origin`: one pasted value fills each of its cells (a larger block lands as it is, never repeated). */
  range?: RangeSize;
}): PastePlan {
  const { declaration, ability, rows, language, range } = input;
  const parsed = parsePasted(input.text);
  const single = range && parsed.length === 1 && parsed[0].length === 1;
  const block = single ? Array.from({ length: range.rows }, () => Array.from({ length: range.columns }, () => parsed[0][0])) : parsed;
  const { cells, dropped } = blockTargets(input.origin, block, rows.length, input.columns);
  const changes = cells.map((cell) =>
    checkCell(declaration, ability, rows[cell.row], cell.column, cell.text, (found, row) => readTyped(found.kind, cell.text, cellReadOptions(found, row, language))),
  );
  return { changes, dropped: dropped.length };
}

type Found = CellField & { kind: CellEditorKind };

/** One value for one cell, checked as the cell's editor checks it: the column, the rules and locks, the reading, the field's schema. */
function checkCell(declaration: EntityDeclaration, ability: AppAbility, row: AnyRow, column: string, text: string, read: (found: Found, row: Record<string, unknown>) => ReadResult): PastedChange {
  const base = { row, column, text };
  const found = cellFieldOf(declaration, column);
  if (found?.kind === 'reference') return { ...base, refusal: { reason: PASTED_REFERENCE } };
  if (!found || found.kind === 'form' || !PASTED.has(found.kind)) return { ...base, refusal: { reason: NOT_IN_CELL } };
  const field: FieldDef = found.field;
  const values = row as Record<string, unknown>;
  const lock = cellLock(declaration, ability, values, field);
  if (!lock.editable) return { ...base, name: field.name, refusal: { reason: lock.reason } };
  const reading = read(found as Found, values);
  if (!reading.ok) return { ...base, name: field.name, refusal: { reason: reading.reason, values: reading.values } };
  const problem = cellProblem(declaration.subject, field.name, reading.value);
  if (problem) return { ...base, name: field.name, refusal: { reason: problem.message, values: problem.values } };
  return { ...base, name: field.name, value: reading.value, same: sameValue(values[field.name], reading.value) };
}

/**
 * What Ctrl+D on a range would do (issue 33): each column's value in the range's top row, as
 * saved (not as shown: nothing is read back from text), on every row below it in the range,
 * checked cell by cell as a paste is. `text` is the top cell's text as the list shows it, for the summary.
 *
 * @example planFill({ declaration: media, ability, rows, range: { top: 0, bottom: 9, columns: ['status'] }, textOf })
 * // { fill: true, changes: [{ row: rows[1], column: 'status', value: 'PUBLISHED' … } … 9 in all], dropped: 0 }
 */
export function planFill(input: {
  declaration: EntityDeclaration;
  ability: AppAbility;
  rows: readonly AnyRow[];
  range: { top: number; bottom: number; columns: readonly string[] };
  /** A cell's text as the list shows it. */
  textOf: (row: AnyRow, column: string) => string;
}): PastePlan {
  const { declaration, ability, rows, range } = input;
  const source = rows[range.top];
  const changes: PastedChange[] = [];
  for (let index = range.top + 1; index <= Math.min(range.bottom, rows.length - 1); index += 1) {
    for (const column of range.columns) {
      const text = input.textOf(source, column);
      changes.push(checkCell(declaration, ability, rows[index], column, text, (found) => ({ ok: true, value: (source as Record<string, unknown>)[found.field.name] ?? null })));
    }
  }
  return { changes, dropped: 0, fill: true };
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

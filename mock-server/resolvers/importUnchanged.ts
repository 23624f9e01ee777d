import type { EntitySubject } from '../../src/ability/subjects';
import type { MockContext } from '../context';
import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import type { Row, RowValues } from '../store/types';

/**
 * Two values as a file and the store hold them: instants to the second (a spreadsheet's date cell
 * keeps no more), numbers by value, lists and objects by content.
 */
function same(stored: unknown, given: unknown): boolean {
  if ((stored ?? null) === (given ?? null)) return true;
  if (stored == null || given == null) return false;
  if (typeof stored === 'object' || typeof given === 'object') return JSON.stringify(stored) === JSON.stringify(given);
  if (typeof stored === 'number' || typeof given === 'number') return Number(stored) === Number(given);
  const a = String(stored);
  const b = String(given);
  const instant = /^\d{4}-\d{2}-\d{2}T/;
  if (instant.test(a) && instant.test(b)) return Math.abs(Date.parse(a) - Date.parse(b)) < 1000;
  return a === b;
}

/**
 * The rows an import would only repeat: a row whose unique value (a payment's tracking code, an
 * invoice's number) names an existing row the viewer may read, with every given field equal to
 * it, changes nothing. Exporting a list and importing the file back is then "0 changes", not a
 * wall of "already taken". One index per unique field per request, so a 10,000-row file stays linear.
 */
export function unchangedRows(ctx: MockContext, model: EntityModel) {
  const type = model.type as EntitySubject;
  const indexes = new Map<string, Map<string, Row>>();
  // A reference is given by its input key (`userId`, `masterIds`) and held as the row(s) it names.
  const refs = new Map(model.refs.map((ref) => [ref.inputKey, ref]));
  const idOf = (value: unknown) => (value && typeof value === 'object' ? String((value as Row).id) : value);
  const storedAs = (row: Row, key: string): unknown => {
    const ref = refs.get(key);
    if (!ref) return row[key];
    const value = row[ref.field];
    return ref.many ? ((value as unknown[] | null) ?? []).map(idOf) : (idOf(value) ?? null);
  };
  const indexOf = (field: string) => {
    let index = indexes.get(field);
    if (!index) {
      index = new Map();
      for (const row of ctx.db.all(model.type)) if (row[field] != null) index.set(String(row[field]).toLocaleLowerCase(), row);
      indexes.set(field, index);
    }
    return index;
  };
  /** The existing row `input` repeats in the fields the file gave (`given`: not the input type's defaults), or null. */
  return (input: RowValues, given: readonly string[]): Row | null => {
    for (const field of behaviours[type].unique ?? []) {
      if (input[field] == null) continue;
      const row = indexOf(field).get(String(input[field]).toLocaleLowerCase());
      if (!row) continue;
      const readable = (key: string) => ctx.ability.can('read', row, refs.get(key)?.field ?? key);
      return given.every((key) => readable(key) && same(storedAs(row, key), input[key])) ? row : null;
    }
    return null;
  };
}

import type { ValueFormatter } from '../entity/types';
import { isIsoInstant } from './dates';

/** A nested row (`user { fullName }`, `plan { title }`) is named by its first naming field. */
function nameOf(value: Record<string, unknown>): string {
  for (const key of ['title', 'name', 'fullName', 'code', 'word', 'number', 'id']) {
    if (typeof value[key] === 'string' || typeof value[key] === 'number') return String(value[key]);
  }
  return '';
}

/**
 * A value as the table shows it when a column has no `render`/`text`: locale numbers, dates in
 * the viewer's calendar, yes/no, nested rows by name.
 */
export function displayText(value: unknown, format: ValueFormatter): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return format.message(value ? 'list.value.yes' : 'list.value.no');
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'string') return isIsoInstant(value) ? format.dateTime(value) : value;
  if (Array.isArray(value)) return value.map((item) => displayText(item, format)).join('، ');
  if (typeof value === 'object') return nameOf(value as Record<string, unknown>);
  return String(value);
}

/**
 * A value as CSV gets it by default: numbers and instants stay machine-readable (ASCII digits,
 * ISO dates) so spreadsheets can compute with them; the rest reads like the table.
 */
export function exportText(value: unknown, format: ValueFormatter): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => exportText(item, format)).join(', ');
  return displayText(value, format);
}

import { enumValues } from '../entity/enums';
import type { FieldDef, ValueFormatter } from '../entity/types';
import type { ColumnMapping } from './mapping';
import { parseDuration } from '../fields/timecode';

const PERSIAN_DIGITS = /[۰-۹٠-٩]/g;
// U+06F0–06F9 and U+0660–0669: the digit is the low four bits.
const asciiDigits = (text: string) => text.replace(PERSIAN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
/** Lists in one cell: the export joins with ", ", Persian text with "،". */
const splitList = (text: string) => text.split(/[,،]/).map((item) => item.trim()).filter(Boolean);
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

const YES = ['true', '1', 'yes', 'بله', 'بلی'];
const NO = ['false', '0', 'no', 'خیر', 'نه'];

/**
 * One cell as the input takes it, read the way the CSV export writes it: ASCII numbers (Persian
 * digits too), yes/no in the viewer's language, enum values by value or translated label, lists
 * comma-separated, references by id or label (the server resolves labels). A cell that does not
 * read as its kind is sent as it is, so the dry run names the problem on its field.
 */
export function cellValue(field: FieldDef, text: string, format: ValueFormatter): unknown {
  // The export guards a formula-like text by an apostrophe (csv.ts), also one behind invisible
  // marks or in full-width form; it is not part of the value.
  const value = text.trim().replace(/^'(?=[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u, '');
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'timecode': {
      const number = Number(asciiDigits(value).replace(/[,٬]/g, ''));
      return Number.isFinite(number) ? number : value;
    }
    case 'duration':
      // As the export writes it (41:16, in either digits) or plain seconds.
      return parseDuration(value) ?? value;
    case 'switch': {
      if (YES.includes(value.toLocaleLowerCase()) || same(value, format.message('cells.yes'))) return true;
      if (NO.includes(value.toLocaleLowerCase()) || same(value, format.message('cells.no'))) return false;
      return value;
    }
    case 'radio':
    case 'select':
      return enumValues(field.enumName).find((item) => same(item, value) || same(format.enumValue(field.enumName, item), value)) ?? value;
    case 'country':
      return value.toUpperCase();
    case 'references':
    case 'tags':
    case 'stringList':
      return splitList(value);
    default:
      return value;
  }
}

/** A CSV line as a create input: mapped columns only; an empty cell is left out, so the field's default applies. */
export function rowInput(cells: string[], mapping: ColumnMapping, fields: Map<string, FieldDef>, format: ValueFormatter): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  mapping.forEach((name, column) => {
    const field = name ? fields.get(name) : undefined;
    const text = cells[column] ?? '';
    if (!field || text.trim() === '') return;
    input[field.name] = cellValue(field, text, format);
  });
  return input;
}

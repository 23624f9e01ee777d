import type { LanguageCode } from '../../../i18n/locales';
import type { FieldDef } from '../../entity/types';
import type { CellField } from './cellFields';
import type { ReadOptions } from './readTyped';

/** Text kinds typed in Latin letters whatever the language (an e-mail, an address, a phone number, a code). */
const STRUCTURED = new Set<FieldDef['kind']>(['email', 'url', 'tel', 'code']);

/**
 * The values an enum cell offers on this row: every value of its enum, or, when the field narrows
 * them (`choices`: an issued invoice is paid or voided), the value the row holds and those it may
 * move to, as its form offers them.
 *
 * @example cellChoices(invoiceStatus, { status: 'ISSUED' }) // ['ISSUED', 'PAID', 'VOID']
 */
export function cellChoices(field: FieldDef, row: Record<string, unknown>): readonly string[] | undefined {
  if ((field.kind !== 'select' && field.kind !== 'radio') || !field.choices) return undefined;
  const held = typeof row[field.name] === 'string' ? [row[field.name] as string] : [];
  return [...new Set([...held, ...field.choices(row)])];
}

/**
 * How a cell's text is read on this row (see `readTyped`): an enum's name and the values it may
 * take here, an amount's currency from the row, Latin digits for structured text. A reference
 * cell adds the candidates its search found for the text (`references`).
 *
 * @example readTyped(cell.kind, text, cellReadOptions(cell, row, 'fa'))
 */
export function cellReadOptions(cell: CellField, row: Record<string, unknown>, language: LanguageCode): ReadOptions {
  const { field } = cell;
  const options: ReadOptions = { language, structured: STRUCTURED.has(field.kind) };
  if (field.kind === 'select' || field.kind === 'radio') return { ...options, enumName: field.enumName, choices: cellChoices(field, row) };
  if (field.kind === 'money') return { ...options, currency: (row[field.currencyField] as string | null | undefined) ?? null };
  return options;
}

import { getLocalTimeZone } from '@internationalized/date';
import { LANGUAGES, type LanguageCode } from '../../../i18n/locales';
import { M } from '../../../validation/messages';
import type { EnumName } from '../../entity/enums';
import { currencyAffixes, minorUnitDigits } from '../../fields/money';
import { latinDigits, readDecimal, shiftDecimal, withoutBidiControls } from '../../fields/numberText';
import type { CellEditorKind } from './cellFields';
import { readBoolean } from './typedBoolean';
import { countryChoices, enumChoices, enumLabel, matchChoices, type Choice } from './typedChoice';
import { readDate } from './typedDate';

/**
 * A typed or pasted value read as the person meant it, or why it could not be: `reason` is a
 * message id, `values` what it interpolates. Reading only understands the text; whether the value
 * is allowed (required, limits) is the entity's schema's to say, as for a form.
 */
export type ReadResult = { ok: true; value: unknown } | { ok: false; reason: string; values?: Record<string, string> };

export interface ReadOptions {
  /** The interface language: Jalali dates are read in Persian; enum labels list in it when refused. */
  language: LanguageCode;
  /** An enum cell's enum. */
  enumName?: EnumName;
  /** The values an enum cell may take on this row (a field's `choices`); every value by default. */
  choices?: readonly string[];
  /** A money cell's currency, the row's: its minor unit and its symbols. */
  currency?: string | null;
  /** A text cell of an e-mail, address, phone number or code: Persian and Arabic-Indic digits become Latin. */
  structured?: boolean;
  /** A reference cell's candidates (rows found for the text): one whose label or id matches is the value. */
  references?: readonly { id: string; label: string }[];
  /** Time zone of a typed date; the viewer's by default. */
  timeZone?: string;
}

/** Message ids of what could not be read. */
export const READ_REASONS = {
  number: M.number,
  boolean: 'inline.read.boolean',
  enum: 'inline.read.enum',
  date: 'inline.read.date',
  datetime: 'inline.read.datetime',
  reference: 'inline.read.reference',
  ambiguous: 'inline.read.ambiguous',
  country: M.isoCountry,
} as const;

const read = (value: unknown): ReadResult => ({ ok: true, value });
const refuse = (reason: string, values?: Record<string, string>): ReadResult => (values ? { ok: false, reason, values } : { ok: false, reason });

/** The one value among `choices` the text names, or why not (none, or several: a name two rows share). */
function pick(text: string, choices: readonly Choice[], none: ReadResult): ReadResult {
  const found = matchChoices(text, choices);
  if (found.length === 1) return read(found[0]);
  return found.length ? refuse(READ_REASONS.ambiguous) : none;
}

function readEnum(text: string, { enumName, choices, language }: ReadOptions): ReadResult {
  if (!enumName) throw new Error('readTyped: an enum cell needs its enumName');
  const offered = enumChoices(enumName).filter((choice) => !choices || choices.includes(choice.value));
  const labels = offered.map((choice) => enumLabel(enumName, choice.value, language));
  // Joined by hand: ICU's Persian "or" list puts a comma and a direction mark before «یا».
  return pick(text, offered, refuse(READ_REASONS.enum, { choices: labels.join(language === 'fa' ? '، ' : ', ') }));
}

function readAmount(text: string, { currency, language }: ReadOptions): ReadResult {
  const decimal = readDecimal(text, currencyAffixes(LANGUAGES[language].locale, currency));
  if (decimal === undefined) return refuse(READ_REASONS.number);
  // Amounts are integers in the currency's minor unit; a fraction left over is the schema's to refuse.
  return read(decimal === null ? null : shiftDecimal(decimal, minorUnitDigits(currency)));
}

/**
 * A value of a cell's kind from text as a person typed or pasted it: numbers and amounts in
 * Persian, Arabic-Indic or Latin digits with either language's separators; yes and no in either
 * language; an enum by its value or its label in Persian or English; dates year first, Jalali in
 * Persian; text trimmed, without direction controls, on one line. Empty text is no value (null),
 * and no for a flag.
 *
 * @example readTyped('money', '۱۲٬۵۰۰ ریال', { language: 'fa', currency: 'IRR' }) // { ok: true, value: 12500 }
 * readTyped('enum', 'منتشرشده', { language: 'en', enumName: 'MediaStatus' }) // { ok: true, value: 'PUBLISHED' }
 * readTyped('date', '1405/9/16', { language: 'fa' }) // { ok: true, value: the ISO instant of 7 December 2026, 00:00 local }
 */
export function readTyped(kind: CellEditorKind, typed: string, options: ReadOptions): ReadResult {
  const text = withoutBidiControls(typed).replace(/\s*[\r\n]+\s*/g, ' ').trim();
  if (kind === 'boolean') {
    const flag = readBoolean(text);
    return flag === undefined ? refuse(READ_REASONS.boolean) : read(flag);
  }
  if (text === '') return read(null);
  switch (kind) {
    case 'text':
      return read(options.structured ? latinDigits(text) : text);
    case 'number': {
      const decimal = readDecimal(text);
      return decimal === undefined ? refuse(READ_REASONS.number) : read(Number(decimal));
    }
    case 'money':
      return readAmount(text, options);
    case 'enum':
      return readEnum(text, options);
    case 'date':
    case 'datetime': {
      const iso = readDate(text, { withTime: kind === 'datetime', persian: options.language === 'fa', timeZone: options.timeZone ?? getLocalTimeZone() });
      return iso ? read(iso) : refuse(READ_REASONS[kind]);
    }
    case 'reference':
      return pick(text, (options.references ?? []).map(({ id, label }) => ({ value: id, names: [id, label] })), refuse(READ_REASONS.reference));
    case 'country':
      return pick(text, countryChoices(), refuse(READ_REASONS.country));
  }
}

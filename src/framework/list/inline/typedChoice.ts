import enEnums from '../../../i18n/messages/en/enums.json';
import faEnums from '../../../i18n/messages/fa/enums.json';
import { messageText } from '../../../i18n/messageText';
import type { Message } from '../../../i18n/loadMessages';
import { COUNTRY_CODES } from '../../../validation/countries';
import { enumValues, type EnumName } from '../../entity/enums';

/**
 * One value among named ones, as a person types it: by any of its names, whatever their case,
 * Arabic or Persian letters, spaces or zero-width non-joiners ("منتشرشده", "منتشر شده").
 */

/** A value that may be chosen and the names it goes by. */
export interface Choice {
  value: string;
  names: readonly string[];
}

/** Letters written either way: Arabic yeh and kaf, alef and waw with hamza, teh marbuta, heh with yeh. */
const LETTER_FORMS: Record<string, string> = { '\u064A': '\u06CC', '\u0649': '\u06CC', '\u0643': '\u06A9', '\u0623': '\u0627', '\u0625': '\u0627', '\u0624': '\u0648', '\u0629': '\u0647', '\u06C0': '\u0647' };

/**
 * The text a name is compared by: lower case, one form of the letters Persian writes two ways
 * (تأیید, تایید), without diacritics, spaces or zero-width joiners.
 */
export const looseKey = (text: string): string =>
  text
    .toLocaleLowerCase()
    .replace(/[\u064A\u0649\u0643\u0623\u0625\u0624\u0629\u06C0]/g, (letter) => LETTER_FORMS[letter])
    .replace(/[\u064B-\u065F\u0670\s\u200C\u200D]+/g, '');

/**
 * The values whose names match `text`: one is the answer, none or several are not (a name two
 * rows share names neither).
 *
 * @example matchChoices('published', [{ value: 'PUBLISHED', names: ['PUBLISHED', 'Published', 'منتشرشده'] }]) // ['PUBLISHED']
 */
export function matchChoices(text: string, choices: readonly Choice[]): string[] {
  const key = looseKey(text);
  return [...new Set(choices.filter((choice) => choice.names.some((name) => looseKey(name) === key)).map((choice) => choice.value))];
}

// JSON's type says strings; the build hands over precompiled messages, which messageText reads.
const ENUM_LABELS = { fa: faEnums as Record<string, Message>, en: enEnums as Record<string, Message> };

/** An enum's label in one interface language (`enum.<EnumName>.<VALUE>`), else its value. */
export const enumLabel = (enumName: EnumName, value: string, language: 'fa' | 'en'): string =>
  messageText(ENUM_LABELS[language][`enum.${enumName}.${value}`]) || value;

const enums = new Map<EnumName, Choice[]>();

/** An enum's values by their value and their labels in both languages, whichever is on screen. */
export function enumChoices(enumName: EnumName): Choice[] {
  let choices = enums.get(enumName);
  if (!choices) {
    choices = enumValues(enumName).map((value) => ({ value, names: [value, enumLabel(enumName, value, 'fa'), enumLabel(enumName, value, 'en')] }));
    enums.set(enumName, choices);
  }
  return choices;
}

let countries: Choice[] | undefined;

/** Countries by ISO code and by their names in Persian and English (the browser's own names, as the form's picker). */
export function countryChoices(): Choice[] {
  if (!countries) {
    const names = ['fa', 'en'].map((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
    countries = [...COUNTRY_CODES].map((code) => ({ value: code, names: [code, ...names.map((display) => display.of(code) ?? code)] }));
  }
  return countries;
}

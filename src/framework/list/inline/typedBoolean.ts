import { latinDigits } from '../../fields/numberText';
import { looseKey } from './typedChoice';

/**
 * Yes and no as people write them in either language, and as the list shows a flag (cells.yes,
 * cells.no): words, 1 and 0, check marks and crosses. An empty cell is no, as an unticked box.
 */
const YES = new Set(['yes', 'y', 'true', 'on', '1', '✓', '✔', '☑', 'بله', 'بلی', 'آری', 'آره'].map(looseKey));
const NO = new Set(['no', 'n', 'false', 'off', '0', '✗', '✘', '×', '☐', 'خیر', 'نه', ''].map(looseKey));

/**
 * The flag a typed text stands for; undefined when it is neither yes nor no.
 *
 * @example readBoolean('بله') === true; readBoolean('FALSE') === false; readBoolean('maybe') === undefined
 */
export function readBoolean(text: string): boolean | undefined {
  const key = looseKey(latinDigits(text));
  if (YES.has(key)) return true;
  return NO.has(key) ? false : undefined;
}

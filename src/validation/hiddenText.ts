import type { TestConfig } from 'yup';
import { M, msg } from './messages';

/**
 * Characters that make a name or title show other than it reads: bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069: "‮txt.exe" shows as "exe.txt"), and control
 * characters (NUL and the rest of C0 and C1, but tab and line breaks) anywhere.
 */
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/**
 * Invisible characters that no name needs anywhere: the zero-width space, the Mongolian vowel
 * separator, the word joiner and invisible operators (U+2060–U+2064), the deprecated format
 * characters (U+206A–U+206F), the byte order mark and the interlinear annotation marks. Two names
 * that look the same would differ, and a search or a unique check would not find one by the other.
 * (The zero-width space marks word breaks in Thai or Khmer, which this admin is not written in.)
 */
const INVISIBLE = /[\u180E\u200B\u2060-\u2064\u206A-\u206F\uFEFF\uFFF9-\uFFFB]/;
/**
 * The zero-width non-joiner and joiner are spelling: Persian writes «می‌خواهم» with a ZWNJ, and
 * emoji sequences (👨‍👩‍👧) are joined by ZWJ. Both sit between two visible characters, so they are
 * refused at either end, beside a space, or doubled: there they only make a name differ unseen.
 */
const JOINER_MISPLACED = /(?:^|[\s\u200C\u200D])[\u200C\u200D]|[\u200C\u200D](?:$|\s)/;
/**
 * Tag characters (U+E0000–U+E007F) are invisible ASCII: they can carry a hidden text. Their one
 * legitimate use is a subdivision flag (🏴 + a tagged code such as "gbsct" + the cancel tag), so
 * that sequence is taken out first and any tag left is refused.
 */
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}/gu;
const TAG = /[\u{E0000}-\u{E007F}]/u;

/** Direction marks (LRM, RLM, ALM) stay allowed: they place punctuation in mixed-direction text. */
export function hasHiddenCharacters(value: string): boolean {
  return CONTROLS.test(value) || INVISIBLE.test(value) || JOINER_MISPLACED.test(value) || TAG.test(value.replace(FLAG_TAG_SEQUENCE, ''));
}

/** Refuses such text with `validation.hiddenCharacters`: refused, not cleaned, so what is saved is what was typed. */
export const noHiddenCharacters: TestConfig<string | null | undefined> = {
  name: 'hiddenCharacters',
  message: msg(M.hiddenCharacters),
  test: (value) => value == null || !hasHiddenCharacters(value),
};

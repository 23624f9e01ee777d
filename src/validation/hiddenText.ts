import type { TestConfig } from 'yup';
import { M, msg } from './messages';

/**
 * Characters that make a name or title show other than it reads: bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069: "‮txt.exe" shows as "exe.txt"), and control
 * characters (NUL and the rest of C0 and C1, but tab and line breaks) anywhere.
 */
const HIDDEN_ANYWHERE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/**
 * Zero-width characters at either end (spaces, joiners, word joiner, byte order mark): two titles
 * that look the same would differ, and a search or a unique check would not find one by the other.
 * Inside a word they stay: the zero-width non-joiner is part of Persian spelling (می‌خواهم).
 * The direction marks (LRM, RLM, ALM) stay too: they place punctuation in mixed-direction text.
 */
const ZERO_WIDTH_AT_ENDS = /^[\u180E\u200B-\u200D\u2060\uFEFF]|[\u180E\u200B-\u200D\u2060\uFEFF]$/;

export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN_ANYWHERE.test(value) || ZERO_WIDTH_AT_ENDS.test(value);
}

/** Refuses such text with `validation.hiddenCharacters`: refused, not cleaned, so what is saved is what was typed. */
export const noHiddenCharacters: TestConfig<string | null | undefined> = {
  name: 'hiddenCharacters',
  message: msg(M.hiddenCharacters),
  test: (value) => value == null || !hasHiddenCharacters(value),
};

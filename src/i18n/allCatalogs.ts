import type { LanguageCode } from './locales';
import type { Messages } from './loadMessages';

/**
 * Every area's loader per language: a signed-in session's whole catalog. Kept out of the entry
 * (loadMessages.ts loads this module with the first whole catalog, and the build puts it in the
 * signed-in script: signedInLayout.tsx): 80 loaders were 11 KB of the sign-in page's script,
 * which calls only the public pages' ten.
 */
export const allCatalogs: Record<LanguageCode, Record<string, () => Promise<Messages>>> = {
  fa: import.meta.glob<Messages>('./messages/fa/*.json', { import: 'default' }),
  en: import.meta.glob<Messages>('./messages/en/*.json', { import: 'default' }),
};

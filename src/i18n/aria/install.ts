import type { LanguageCode } from '../locales';
import type { AriaStrings } from './types';

/*
 * React Aria ships strings for ~30 locales but not Persian. Its components look a package's
 * strings up in a global dictionary first (`LocalizedStringDictionary.getGlobalDictionaryForPackage`),
 * read from `window[Symbol.for('react-aria.i18n.strings')]` as a server's
 * PackageLocalizationProvider would write it. That dictionary is built once, for one locale, and
 * answers every other locale from it too; so the objects installed here stay the same and their
 * contents follow the language: Persian when fa is shown, the packages' English after a switch.
 */
const LOCALE = Symbol.for('react-aria.i18n.locale');
const STRINGS = Symbol.for('react-aria.i18n.strings');

let live: AriaStrings | null = null;
/** Set once a screen that renders the kit loads (the sign-in page has none, and skips the strings). */
let inUse = false;

function show(strings: AriaStrings): void {
  if (!live) {
    live = Object.fromEntries(Object.entries(strings).map(([pkg, messages]) => [pkg, { ...messages }]));
    Object.assign(window, { [LOCALE]: 'fa-IR', [STRINGS]: live });
    return;
  }
  for (const [pkg, messages] of Object.entries(live)) Object.assign(messages, strings[pkg]);
}

async function english(): Promise<AriaStrings> {
  // The package types this module's default export as a type only; it is the strings object.
  const { default: en } = (await import('react-aria-components/i18n/en-US')) as unknown as { default: AriaStrings };
  // The link preview reuses the preview trigger's message but is missing from the bundle.
  return { ...en, '@react-aria/link-preview': en['@react-aria/previewtrigger'] };
}

/**
 * Makes the kit (React Aria) speak `language` before the screen renders in it: Persian is loaded
 * with the fa catalog (never in an English session); English needs nothing unless Persian was
 * shown. Nothing until a screen that renders the kit has loaded (`startAriaStrings`).
 *
 * @example await Promise.all([loadCatalog('fa'), installAriaStrings('fa')])
 */
export async function installAriaStrings(language: LanguageCode): Promise<void> {
  if (typeof window === 'undefined' || !inUse) return;
  if (language === 'fa') show((await import('./faAria')).faAria);
  else if (live) show(await english());
}

/**
 * Called by the lazy steps that bring the kit (the signed-in layout, the toast region): installs
 * the strings of `language` now (when given), and from then on every catalog load does too.
 *
 * @example await Promise.all([import('./Screen'), startAriaStrings(getSettings().language)])
 */
export function startAriaStrings(language?: LanguageCode): Promise<void> {
  inUse = true;
  return language ? installAriaStrings(language) : Promise.resolve();
}

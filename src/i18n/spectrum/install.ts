import type { LanguageCode } from '../locales';
import type { SpectrumStrings } from './types';

/*
 * React Spectrum ships strings for ~30 locales but not Persian. Its components look a package's
 * strings up in a global dictionary first (`LocalizedStringDictionary.getGlobalDictionaryForPackage`),
 * read from `window[Symbol.for('react-aria.i18n.strings')]` as a server's
 * PackageLocalizationProvider would write it. That dictionary is built once, for one locale, and
 * answers every other locale from it too; so the objects installed here stay the same and their
 * contents follow the language: Persian when fa is shown, the packages' English after a switch.
 */
const LOCALE = Symbol.for('react-aria.i18n.locale');
const STRINGS = Symbol.for('react-aria.i18n.strings');

let live: SpectrumStrings | null = null;
/** Set once a screen that renders Spectrum loads (the sign-in page has none, and skips the strings). */
let inUse = false;

function show(strings: SpectrumStrings): void {
  if (!live) {
    live = Object.fromEntries(Object.entries(strings).map(([pkg, messages]) => [pkg, { ...messages }]));
    Object.assign(window, { [LOCALE]: 'fa-IR', [STRINGS]: live });
    return;
  }
  for (const [pkg, messages] of Object.entries(live)) Object.assign(messages, strings[pkg]);
}

async function english(): Promise<SpectrumStrings> {
  // The package types this module's default export as a type only; it is the strings object.
  const { default: en } = (await import('@adobe/react-spectrum/i18n/en-US')) as unknown as { default: SpectrumStrings };
  // The link preview reuses the preview trigger's message but is missing from the bundle.
  return { ...en, '@react-aria/link-preview': en['@react-aria/previewtrigger'] };
}

/**
 * Makes React Spectrum speak `language` before the screen renders in it: Persian is loaded with
 * the fa catalog (never in an English session); English needs nothing unless Persian was shown.
 * Nothing until a screen that renders Spectrum has loaded (`startSpectrumStrings`).
 *
 * @example await Promise.all([loadCatalog('fa'), installSpectrumStrings('fa')])
 */
export async function installSpectrumStrings(language: LanguageCode): Promise<void> {
  if (typeof window === 'undefined' || !inUse) return;
  if (language === 'fa') show((await import('./fa')).fa);
  else if (live) show(await english());
}

/**
 * Called by the lazy steps that bring Spectrum (the signed-in layout, the blank pages that use
 * it, the toast region): installs the strings of `language` now (when given), and from then
 * on every catalog load does too.
 *
 * @example await Promise.all([import('./Screen'), startSpectrumStrings(getSettings().language)])
 */
export function startSpectrumStrings(language?: LanguageCode): Promise<void> {
  inUse = true;
  return language ? installSpectrumStrings(language) : Promise.resolve();
}

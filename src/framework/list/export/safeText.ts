/**
 * Text a spreadsheet cannot misread. Shared by the CSV and XLSX writers, so a value is defused the
 * same way whichever file the viewer chose.
 */

/**
 * Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). A file outlives the screen
 * that balanced them: in a cell an unclosed override (U+202E) reverses what follows it, so a
 * "gpj.exe" reads as "exe.jpg". The marks (LRM, RLM, ALM) only nudge neutral characters and stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A formula's first sign, also after leading spaces or invisible marks (LRM, RLM, ALM, zero-width
 * and other format characters) and in its full-width form (＝ ＋ － ＠), which spreadsheets read
 * the same; or a leading tab or CR (a cell Excel starts a new formula in).
 */
const FORMULA_START = /^(?:[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/u;

/** `text` without bidi embeddings, overrides and isolates. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Whether a spreadsheet would run `text` as a formula; a plain number (`-12.5`) is not one. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) && Number.isNaN(Number(text));
}

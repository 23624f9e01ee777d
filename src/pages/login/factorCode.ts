/**
 * A code as typed, in ASCII: Persian (۰–۹) and Arabic-Indic (٠–٩) digits become 0–9, spaces,
 * hyphens and direction marks go. A Persian keyboard types Persian digits; the server reads
 * them too, but a backend that does not should still get the code it expects.
 */
export function asciiDigits(code: string): string {
  return code
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\s\u200c\u200e\u200f]+/g, '')
    .trim();
}

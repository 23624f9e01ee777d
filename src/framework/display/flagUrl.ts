/** flag-icons' "unknown" art, shown for a code the package has no flag for. */
export const UNKNOWN_FLAG = 'xx';

/**
 * The fixed URL of a flag's SVG, as the build copies them and the dev server serves them
 * (scripts/vite/flagAssets.ts). Anything that is not a code's shape gets the unknown flag at once;
 * a well-formed code without art 404s and the `Flag` falls back to it then.
 *
 * @example flagUrl('IR', true) // '/flags/1x1/ir.svg'
 */
export function flagUrl(iso: string, squared: boolean): string {
  const code = iso.trim().toLowerCase();
  return `${import.meta.env.BASE_URL}flags/${squared ? '1x1' : '4x3'}/${/^[a-z0-9-]+$/.test(code) ? code : UNKNOWN_FLAG}.svg`;
}

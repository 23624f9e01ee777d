/**
 * Primary colour presets. Each is dark enough for white text on it (WCAG AA, 4.5:1),
 * because Spectrum's accent buttons put white labels on the primary colour.
 * The loader script in index.html repeats the default and the surfaces: keep them in sync.
 */
export const PRIMARY_COLORS = {
  teal: '#0b7a7b',
  purple: '#5b4bdb',
  blue: '#1763c6',
  orange: '#b4530b',
  rose: '#be123c',
} as const;

export type PrimaryColorName = keyof typeof PRIMARY_COLORS;

export const DEFAULT_PRIMARY: PrimaryColorName = 'teal';

export function isPrimaryColorName(value: unknown): value is PrimaryColorName {
  return typeof value === 'string' && value in PRIMARY_COLORS;
}

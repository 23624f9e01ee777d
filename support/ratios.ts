/** One figure measured on the admin and on the floor, in the same unit; null where it could not be taken. */
export interface PairedFigure {
  name: string;
  unit: 'ms' | 'KB' | 'MiB';
  admin: number | null;
  floor: number | null;
}

const formatValue = (value: number | null, unit: PairedFigure['unit']) =>
  value === null ? 'n/a' : unit === 'ms' ? `${Math.round(value)} ms` : `${value.toFixed(1)} ${unit}`;

/**
 * How many times the floor's figure the admin's is (`×3.4`), 'n/a' without both or with a floor of
 * zero (nothing to divide by).
 *
 * @example ratio(340, 100) // '×3.4'
 */
export function ratio(admin: number | null, floor: number | null): string {
  if (admin === null || floor === null || floor <= 0) return 'n/a';
  const times = admin / floor;
  return `×${times >= 10 ? times.toFixed(0) : times.toFixed(1)}`;
}

/**
 * The rows of the admin-against-floor table: each figure's two values with their unit, then the
 * ratio.
 *
 * @example printTable('Admin against the floor', RATIO_HEADER, ratioRows(figures));
 */
export function ratioRows(figures: readonly PairedFigure[]): string[][] {
  return figures.map((figure) => [figure.name, formatValue(figure.admin, figure.unit), formatValue(figure.floor, figure.unit), ratio(figure.admin, figure.floor)]);
}

export const RATIO_HEADER = ['figure', 'admin', 'floor', 'admin ÷ floor'];

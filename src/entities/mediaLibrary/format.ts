import type { IntlShape } from 'react-intl';

const UNITS = [
  [1000 ** 3, 'gigabyte'],
  [1000 ** 2, 'megabyte'],
  [1000, 'kilobyte'],
] as const;

/** A file size in the viewer's language and digits: "2.4 MB", "۲٫۴ مگابایت". */
export function formatSize(intl: IntlShape, bytes: number): string {
  for (const [size, unit] of UNITS) {
    if (bytes >= size) return intl.formatNumber(bytes / size, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  }
  return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
}

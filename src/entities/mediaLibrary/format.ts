import type { IntlShape } from 'react-intl';

const UNITS = [
  [1000 ** 3, 'gigabyte'],
  [1000 ** 2, 'megabyte'],
  [1000, 'kilobyte'],
] as const;

/** A file size in the viewer's language and digits: "2.4 MB", "۲٫۴ MB", "123 bytes", "۱۲۳ بایت". */
export function formatSize(intl: IntlShape, bytes: number): string {
  for (const [size, unit] of UNITS) {
    if (bytes >= size) return intl.formatNumber(bytes / size, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  }
  // The short byte is invariable in English ("123 byte"); the long one agrees with the number.
  return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}

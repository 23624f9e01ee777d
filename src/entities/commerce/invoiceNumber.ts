/** Invoices are numbered per year in order: INV-2026-00001, INV-2026-00002, … (the seed's numbers). */
export const invoicePrefix = (now: Date): string => `INV-${now.getFullYear()}-`;

/** The number after `last` (the year's highest), or the year's first. */
export function nextInvoiceNumber(last: string | null, now: Date): string {
  const prefix = invoicePrefix(now);
  const n = last?.startsWith(prefix) ? Number.parseInt(last.slice(prefix.length), 10) : 0;
  return `${prefix}${String((Number.isFinite(n) ? n : 0) + 1).padStart(5, '0')}`;
}

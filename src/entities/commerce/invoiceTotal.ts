/** An invoice line as the form holds it: blank numbers are null, text that is no number stays text. */
export interface InvoiceLine {
  quantity?: number | string | null;
  unitPrice?: number | string | null;
}

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The invoice total in minor units, the way the server computes it (quantity × unit price,
 * summed); a line still being typed (or not yet a number) counts as zero instead of making the total vanish.
 */
export function invoiceTotal(items: readonly InvoiceLine[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + amount(item.quantity) * amount(item.unitPrice), 0);
}

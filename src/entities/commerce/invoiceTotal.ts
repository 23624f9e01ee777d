/** An invoice line as the form holds it; blank numbers are null while being typed. */
export interface InvoiceLine {
  quantity?: number | null;
  unitPrice?: number | null;
}

/**
 * The invoice total in minor units, the way the server computes it (quantity × unit price,
 * summed); a line still being typed counts as zero instead of making the total vanish.
 */
export function invoiceTotal(items: readonly InvoiceLine[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0) * (item.unitPrice ?? 0), 0);
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextInvoiceNumber } from '../../src/entities/commerce/invoiceNumber';

describe('the next invoice number', () => {
  const now = new Date(2026, 11, 7);
  it("follows the year's highest, and starts a new year at 1", () => {
    expect(nextInvoiceNumber('INV-2026-00041', now)).toBe('INV-2026-00042');
    expect(nextInvoiceNumber('INV-2026-99999', now)).toBe('INV-2026-100000');
    expect(nextInvoiceNumber(null, now)).toBe('INV-2026-00001');
    expect(nextInvoiceNumber('INV-2025-00900', now)).toBe('INV-2026-00001');
  });
});

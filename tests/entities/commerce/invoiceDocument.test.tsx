import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceDocument, type PrintableInvoice } from '../../../src/entities/commerce/InvoiceDocument';
import { renderWithProviders } from '../../utils/renderWithProviders';

const invoice = (status: string): PrintableInvoice => ({
  number: 'INV-2026-00042',
  status,
  currency: 'USD',
  total: 5000,
  issuedAt: '2026-12-07T09:00:00Z',
  dueAt: '2026-12-21T09:00:00Z',
  user: { fullName: 'Olivia Thomas', email: 'olivia@example.com' },
  items: [
    { description: 'English Grammar', quantity: 2, unitPrice: 1250 },
    { description: 'درس گفتگو', quantity: 1, unitPrice: 2500 },
  ],
  payment: null,
});

const render = (status: string, language: 'fa' | 'en') =>
  renderWithProviders(<InvoiceDocument invoice={invoice(status)} headingId="doc" />, { language });

describe('the printed invoice', () => {
  it('in Persian: Jalali dates, Persian digits, the lines in a table with a header, the total after them, names isolated', async () => {
    const { container } = await render('ISSUED', 'fa');
    const document = container.querySelector('.print-document')!;
    expect(within(document as HTMLElement).getByRole('heading', { name: 'فاکتور INV-2026-00042' })).toBeTruthy();
    expect(document.textContent).toContain('لینگوا');
    expect(document.textContent).toContain('۱۴۰۵');
    expect(document.textContent).not.toContain('2026-12');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ردیف', 'شرح', 'تعداد', 'قیمت واحد', 'مبلغ']);
    expect(table.querySelector('thead')).not.toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('English Grammar').tagName).toBe('BDI');
    expect(within(table).getAllByRole('row')[1].textContent).toContain('۲');
    // What is owed comes after the lines, once.
    const totals = document.querySelector('.invoice-doc__totals')!;
    expect(table.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(totals.textContent).toContain('مبلغ قابل پرداخت');
    expect(document.querySelector('.invoice-doc__state')!.textContent).toBe('در انتظار پرداخت');
    expect(document.querySelector('.invoice-doc__watermark')).toBeNull();
  });

  it('in English: Gregorian dates and Latin digits; a draft and a void one carry their stamp, a paid one says so', async () => {
    const draft = await render('DRAFT', 'en');
    const document = draft.container.querySelector('.print-document')!;
    expect(document.textContent).toContain('2026');
    expect(document.textContent).not.toMatch(/[۰-۹]/);
    expect(document.querySelector('.invoice-doc__watermark')!.textContent).toBe('DRAFT');
    expect(document.querySelector('.invoice-doc__watermark')!.getAttribute('aria-hidden')).toBe('true');
    draft.unmount();

    const voided = await render('VOID', 'en');
    expect(voided.container.querySelector('.invoice-doc__watermark')!.textContent).toBe('VOID');
    voided.unmount();

    const paid = await render('PAID', 'en');
    expect(paid.container.querySelector('.invoice-doc__watermark')).toBeNull();
    expect(paid.container.querySelector('.invoice-doc__state')!.textContent).toBe('Paid');
    expect(paid.container.querySelector('.invoice-doc__totals')!.textContent).toContain('Amount paid$50.00');
  });
});

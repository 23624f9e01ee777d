import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import invoices from '../../../src/entities/invoice';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { createTestApollo } from '../../utils/mockApollo';
import { renderForm } from '../../framework/form/renderForm';

const declaration = invoices as unknown as EntityDeclaration;
/** The year a date field shows (its year segment), or null while it is empty. */
function yearIn(label: RegExp): string | null {
  const segments = within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
  const year = segments.find((segment) => /year/i.test(segment.getAttribute('aria-label') ?? ''));
  return year?.getAttribute('aria-valuenow') ?? null;
}

function withDraft(apollo: ReturnType<typeof createTestApollo>, number: string) {
  const template = apollo.db.all('Invoice')[0];
  return apollo.db.insert('Invoice', {
    ...template, id: undefined, number, status: 'DRAFT', issuedAt: null, dueAt: null, payment: null, currency: 'USD',
    items: [{ description: 'Course', quantity: 1, unitPrice: 1250 }],
  });
}

describe('drafting and issuing an invoice', () => {
  it('FINANCE drafts a new invoice from its page form', async () => {
    const apollo = createTestApollo('FINANCE');
    const learner = apollo.db.all('User').find((row) => row.role === 'LEARNER')!;
    renderForm(declaration, 'invoices', { client: apollo.client, role: 'FINANCE', route: '/invoices/new' });
    const user = userEvent.setup();
    // The form proposes the year's next number; FINANCE types its own over it.
    const number = await screen.findByRole('textbox', { name: /^Invoice number/ });
    await waitFor(() => expect((number as HTMLInputElement).value).toMatch(/^INV-\d{4}-\d+$/));
    await user.clear(number);
    await user.type(number, 'INV-FLOWS-1');
    const customer = screen.getByRole('combobox', { name: /^User/ });
    await user.click(customer);
    await user.paste(String(learner.email));
    await user.click(await screen.findByRole('option', { name: new RegExp(String(learner.fullName)) }));
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Spring course');
    const price = screen.getByRole('textbox', { name: /^Unit price/ });
    await user.clear(price);
    await user.type(price, '250000');
    expect(within(screen.getByRole('radiogroup', { name: /^Status/ })).getByRole('radio', { name: 'Draft' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^list at/);
    // A new invoice proposes today as its issue date (the date it will bear once issued).
    const saved = apollo.db.all('Invoice').find((row) => row.number === 'INV-FLOWS-1');
    expect(saved).toMatchObject({ status: 'DRAFT', total: 250000 });
    expect(String(saved?.issuedAt).slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  }, 60_000);

  it('proposes now as the issue date and issues only after a confirmation that says it cannot be undone', async () => {
    const apollo = createTestApollo('FINANCE');
    const draft = withDraft(apollo, 'INV-FLOWS-2');
    renderForm(declaration, 'invoices', { client: apollo.client, role: 'FINANCE', route: `/invoices/edit/${draft.id}` });
    const user = userEvent.setup();
    const status = await screen.findByRole('radiogroup', { name: /^Status/ });
    await waitFor(() => expect(within(status).getByRole('radio', { name: 'Draft' })).toBeChecked());
    expect(yearIn(/^Issued/)).toBeNull();

    // Issued: today is proposed; back to draft, the proposal is taken back; issued again, proposed again.
    await user.click(within(status).getByRole('radio', { name: 'Issued' }));
    await waitFor(() => expect(yearIn(/^Issued/)).toBe(String(new Date().getFullYear())));
    await user.click(within(status).getByRole('radio', { name: 'Draft' }));
    await waitFor(() => expect(yearIn(/^Issued/)).toBeNull());
    await user.click(within(status).getByRole('radio', { name: 'Issued' }));
    await waitFor(() => expect(yearIn(/^Issued/)).toBe(String(new Date().getFullYear())));

    // Save asks first; Cancel saves nothing and keeps the form as it was.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Issue this invoice?' });
    expect(dialog).toHaveTextContent('Invoice \u2068INV-FLOWS-2\u2069 will be issued as it stands.');
    expect(dialog).toHaveTextContent('this cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(apollo.db.get('Invoice', draft.id)).toMatchObject({ status: 'DRAFT', issuedAt: null });
    expect(within(status).getByRole('radio', { name: 'Issued' })).toBeChecked();
    expect(screen.queryByText(/^list at/)).not.toBeInTheDocument();

    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Issue this invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await screen.findByText(/^list at/);
    const issued = apollo.db.get('Invoice', draft.id)!;
    expect(issued.status).toBe('ISSUED');
    expect(Math.abs(Date.parse(String(issued.issuedAt)) - before)).toBeLessThan(120_000);
  }, 60_000);

  it('asks nothing for a draft saved as a draft', async () => {
    const apollo = createTestApollo('FINANCE');
    const draft = withDraft(apollo, 'INV-FLOWS-3');
    renderForm(declaration, 'invoices', { client: apollo.client, role: 'FINANCE', route: `/invoices/edit/${draft.id}` });
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: /^Description/ });
    await waitFor(() => expect(description).toHaveValue('Course'));
    await user.type(description, ' (2 seats)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^list at/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(apollo.db.get('Invoice', draft.id)).toMatchObject({ status: 'DRAFT', issuedAt: null });
  }, 60_000);
});

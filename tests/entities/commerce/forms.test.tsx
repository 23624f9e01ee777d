import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import invoices from '../../../src/entities/invoice';
import gateways from '../../../src/entities/payGateway';
import products from '../../../src/entities/product';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { createTestApollo } from '../../utils/mockApollo';
import { renderForm } from '../../framework/form/renderForm';

const declaration = (value: unknown) => value as EntityDeclaration;

describe('payment gateway secret key', () => {
  it('starts empty, is sent only when typed, and is stored', async () => {
    const apollo = createTestApollo('ADMIN');
    const gateway = apollo.db.all('PayGateway')[0];
    const stored = gateway.secretKey;
    renderForm(declaration(gateways), 'paygateways', { client: apollo.client, route: `/paygateways/edit/${gateway.id}` });
    const user = userEvent.setup();
    const secret = await screen.findByLabelText('Secret key');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(String(gateway.name)));
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');

    // A save without a typed key leaves the stored one alone.
    await user.click(screen.getByRole('switch', { name: 'Sandbox' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^list at/);
    expect(apollo.db.get('PayGateway', gateway.id)?.secretKey).toBe(stored);
  }, 60_000);

  it('tells FINANCE the key is hidden from them and offers no Save', async () => {
    const apollo = createTestApollo('FINANCE');
    const gateway = apollo.db.all('PayGateway')[0];
    renderForm(declaration(gateways), 'paygateways', { client: apollo.client, role: 'FINANCE', route: `/paygateways/edit/${gateway.id}` });
    expect(await screen.findByText('Not shown to your role.')).toBeInTheDocument();
    expect(screen.getByText('You can view this record but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  }, 60_000);
});

describe('product form', () => {
  it('says next to the SKU that another product already has it', async () => {
    const apollo = createTestApollo('FINANCE');
    const [product, other] = apollo.db.all('Product');
    renderForm(declaration(products), 'products', { client: apollo.client, role: 'FINANCE', route: `/products/edit/${product.id}` });
    const user = userEvent.setup();
    const sku = await screen.findByRole('textbox', { name: /^SKU/ });
    await waitFor(() => expect(sku).toHaveValue(String(product.sku)));
    await user.clear(sku);
    await user.type(sku, String(other.sku));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sku).toHaveAttribute('aria-invalid', 'true'));
    expect(sku).toHaveAccessibleDescription(`Another product already has the SKU “${String(other.sku)}”.`);
    expect(apollo.db.get('Product', product.id)?.sku).toBe(product.sku);
  }, 60_000);
});

describe('invoice form', () => {
  it('shows the total of the items and locks an issued invoice', async () => {
    const apollo = createTestApollo('FINANCE');
    const template = apollo.db.all('Invoice')[0];
    const issued = apollo.db.insert('Invoice', {
      ...template, id: undefined, number: 'T-ISSUED-1', status: 'ISSUED', currency: 'USD',
      items: [{ description: 'Course', quantity: 2, unitPrice: 1250 }, { description: 'Book', quantity: 1, unitPrice: 500 }],
    });
    renderForm(declaration(invoices), 'invoices', { client: apollo.client, role: 'FINANCE', route: `/invoices/edit/${issued.id}` });
    expect(await screen.findByText('Only draft invoices can be changed; this one has been issued, paid or voided.')).toBeInTheDocument();
    expect(screen.getAllByText('$30.00').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Invoice number/ })).toHaveAttribute('readonly');
  }, 60_000);

  it('offers a draft only the status it may move to: issued', async () => {
    const apollo = createTestApollo('FINANCE');
    const draft = apollo.db.all('Invoice').find((row) => row.status === 'DRAFT')!;
    renderForm(declaration(invoices), 'invoices', { client: apollo.client, role: 'FINANCE', route: `/invoices/edit/${draft.id}` });
    const status = await screen.findByRole('radiogroup', { name: /^Status/ });
    await waitFor(() => expect(within(status).getByRole('radio', { name: 'Draft' })).toBeChecked());
    expect(within(status).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Draft', 'Issued']);
  }, 60_000);
});

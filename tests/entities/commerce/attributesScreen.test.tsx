import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRule } from '../../../src/ability/ability';
import { ProductAttributesScreen } from '../../../src/entities/commerce/ProductAttributesScreen';
import { toast } from '../../../src/ui/toast';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';

type Row = Record<string, unknown> & { id: string };

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

/** A product of its own with two attributes, so the test knows every row of the screen. */
function productWithAttributes(role: string) {
  const apollo = createTestApollo(role);
  const product = apollo.db.insert('Product', { ...apollo.db.all('Product')[0], id: undefined, title: 'Attribute test', sku: 'ATTR-TEST-1' });
  for (const [position, [name, value]] of [['Colour', 'Teal'], ['Size', 'Large']].entries()) {
    apollo.db.insert('ProductAttribute', { product, name, value, position });
  }
  const attributes = () => apollo.db.all('ProductAttribute').filter((row) => (row.product as Row | null)?.id === product.id);
  return { ...apollo, product, attributes };
}

const render = (client: ReturnType<typeof createTestApollo>['client'], role: string | AppRule[], productId: string, language: 'fa' | 'en' = 'en') =>
  renderWithProviders(null, {
    routes: [{ path: '/products/:id/attributes/manage', element: <ProductAttributesScreen /> }],
    route: `/products/${productId}/attributes/manage`,
    rules: role,
    apolloClient: client,
    language,
  });

// The product's title is an isolate inside the sentence (its own direction in either language).
const rows = () => within(screen.getByRole('list', { name: 'Attributes of \u2068Attribute test\u2069' })).getAllByRole('listitem');

describe('a product’s attributes', () => {
  it('deletes one after confirming, and the toast’s Undo brings it back', async () => {
    const { client, product, attributes } = productWithAttributes('FINANCE');
    await render(client, 'FINANCE', product.id);
    const user = userEvent.setup();
    await waitFor(() => expect(rows()).toHaveLength(2));

    // Cancel keeps it.
    await user.click(screen.getByRole('button', { name: 'Delete Colour: Teal' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Colour: Teal” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(attributes()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Colour: Teal' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Size');
    expect(attributes().map((row) => row.name)).toEqual(['Size']);
    expect(toast.success).toHaveBeenCalledWith('list.toast.deleted', { count: 1 }, expect.objectContaining({ label: 'undo.actions.undo' }));

    const undo = vi.mocked(toast.success).mock.calls.find(([id]) => id === 'list.toast.deleted')![2]!;
    undo.onAction();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Colour');
    expect(attributes().map((row) => row.name).sort()).toEqual(['Colour', 'Size']);
  }, 60_000);

  it('offers no delete to a viewer who may only read them', async () => {
    const { client, product } = productWithAttributes('FINANCE');
    const readOnly: AppRule[] = [{ action: 'read', subject: 'Product' }, { action: 'read', subject: 'ProductAttribute' }];
    await render(client, readOnly, product.id);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  }, 60_000);

  it('numbers the rows and writes a value that is a number in Persian digits in fa', async () => {
    const { client, db, product, attributes } = productWithAttributes('FINANCE');
    db.update(attributes()[1], { name: 'Hours', value: '100' });
    await render(client, 'FINANCE', product.id, 'fa');
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first.querySelector('.attributes-list__index')).toHaveTextContent('۱');
    expect(second.querySelector('.attributes-list__index')).toHaveTextContent('۲');
    expect(second).toHaveTextContent('۱۰۰');
    expect(second).not.toHaveTextContent(/[0-9]/);
    // Text stays as typed.
    expect(first).toHaveTextContent('Teal');
  }, 60_000);

  it('keeps ASCII digits in en', async () => {
    const { client, db, product, attributes } = productWithAttributes('FINANCE');
    db.update(attributes()[1], { name: 'Hours', value: '100' });
    await render(client, 'FINANCE', product.id);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0].querySelector('.attributes-list__index')).toHaveTextContent('1');
    expect(rows()[1]).toHaveTextContent('100');
  }, 60_000);
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProductModulesPanel from '../../../src/entities/commerce/ProductModulesPanel';
import { useSaveShortcut } from '../../../src/framework/form/useSaveShortcut';
import { urls } from '../../../src/paths';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeLayout } from '../list/harness';

beforeEach(fakeLayout);

/** The form the panel sits under, as far as keys go: it listens for Ctrl+S. */
function FormKeys({ save }: { save: () => void }) {
  useSaveShortcut(save);
  return null;
}

/** A product with two modules of its own, and the panel under its (stand-in) form. */
async function modulesPanel() {
  const apollo = createTestApollo('ADMIN');
  const product = apollo.db.all('Product')[0];
  const template = apollo.db.all('ProductModule')[0];
  for (const [title, price] of [['Panel module A', 100000], ['Panel module B', 200000]] as const) {
    apollo.db.insert('ProductModule', { ...template, id: undefined, product, title, price, currency: 'IRR', isActive: true });
  }
  const module = (title: string) => apollo.db.all('ProductModule').find((row) => row.title === title)!;
  const ours = apollo.db.all('ProductModule').filter((row) => (row.product as { id: string } | null)?.id === product.id);
  const save = vi.fn();
  const mutate = vi.spyOn(apollo.client, 'mutate');
  const panel = (
    <>
      <FormKeys save={save} />
      <ProductModulesPanel id={String(product.id)} entity={product} />
    </>
  );
  const { router } = await renderWithProviders(null, {
    route: `/products/edit/${product.id}`,
    apolloClient: apollo.client,
    routes: [
      { path: '/products/edit/:id', element: panel },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
  const grid = await screen.findByRole('grid', { name: 'Modules' });
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(ours.length + 1));
  return { grid, module, save, mutate, router };
}

const rowOf = (grid: HTMLElement, title: string) => within(grid).getAllByRole('row').find((row) => row.textContent?.includes(title))!;
function cellOf(grid: HTMLElement, row: HTMLElement, name: string): HTMLElement {
  const index = within(grid).getAllByRole('columnheader').findIndex((header) => header.textContent?.startsWith(name));
  return row.querySelector<HTMLElement>(`[aria-colindex="${index + 1}"]`)!;
}

describe('a related-rows panel as a grid (issue 33)', () => {
  it("lists the record's rows under the entity's columns, each title a link to its form", async () => {
    const { grid, module } = await modulesPanel();
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Type', 'Price', 'Active']);
    const link = within(rowOf(grid, 'Panel module A')).getByRole('link', { name: 'Panel module A' });
    expect(link).toHaveAttribute('href', urls.edit('ProductModule', String(module('Panel module A').id)));
    expect(screen.getByRole('link', { name: 'Add module' })).toBeInTheDocument();
  });

  it('a typed price saves as one row of updateRows for ProductModule, and neither Enter nor Ctrl+S reaches the form', async () => {
    const { grid, module, save, mutate } = await modulesPanel();
    const user = userEvent.setup();
    cellOf(grid, rowOf(grid, 'Panel module A'), 'Price').focus();
    await user.keyboard('150000');
    await within(rowOf(grid, 'Panel module A')).findByRole('textbox', { name: 'Price' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(module('Panel module A').price).toBe(150000));
    expect(mutate.mock.calls[0][0].variables).toEqual({
      subject: 'ProductModule',
      rows: [{ id: module('Panel module A').id, input: { price: 150000 }, expected: { price: 100000 } }],
    });

    // Ctrl+S in an open editor commits it and keeps the focus on its cell; the form does not save.
    const price = cellOf(grid, rowOf(grid, 'Panel module B'), 'Price');
    price.focus();
    await user.keyboard('{F2}');
    const editor = await within(rowOf(grid, 'Panel module B')).findByRole('textbox', { name: 'Price' });
    await user.clear(editor);
    await user.type(editor, '210000');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(module('Panel module B').price).toBe(210000));
    await waitFor(() => expect(price).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it('a pasted column goes to updateRows for ProductModule, one request', async () => {
    const { grid, module, mutate } = await modulesPanel();
    const price = cellOf(grid, rowOf(grid, 'Panel module A'), 'Price');
    price.focus();
    fireEvent.paste(price, { clipboardData: { getData: () => '110000\n220000\n' } });
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /Save 2 changes/ }));
    await waitFor(() => expect(module('Panel module B').price).toBe(220000));
    expect(module('Panel module A').price).toBe(110000);
    const sent = mutate.mock.calls.map(([options]) => options.variables as { subject?: string });
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('ProductModule');
  });

  it('Enter on a title opens its form', async () => {
    const { grid, module, router } = await modulesPanel();
    const title = rowOf(grid, 'Panel module B').querySelector<HTMLElement>('[role="rowheader"]')!;
    act(() => title.focus());
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(urls.edit('ProductModule', String(module('Panel module B').id))));
  });
});

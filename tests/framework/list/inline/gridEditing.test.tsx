import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import plans from '../../../../src/entities/plan';
import users from '../../../../src/entities/user';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import { ViewerDocument } from '../../../../src/gql/graphql';
import { createTestApollo } from '../../../utils/mockApollo';
import { bodyRows, fakeLayout, renderManage } from '../harness';

beforeEach(fakeLayout);

const asDeclaration = (declaration: unknown) => declaration as EntityDeclaration;
/** The body cell of `row` under the column header named `name`. */
function cellOf(row: HTMLElement, name: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.startsWith(name));
  return row.querySelector<HTMLElement>(`[aria-colindex="${index + 1}"]`)!;
}

async function planList() {
  const apollo = createTestApollo('ADMIN');
  const template = apollo.db.all('Plan')[0];
  apollo.db.insert('Plan', { ...template, id: undefined, title: 'Gridtest plan', price: 100000, currency: 'IRR', durationDays: 30 });
  const plan = () => apollo.db.all('Plan').find((row) => row.title === 'Gridtest plan')!;
  await renderManage(asDeclaration(plans), 'plans', { route: '/plans/manage?q=Gridtest', client: apollo.client });
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  return { apollo, plan };
}

describe('editing in a cell (issue 33)', () => {
  it('a typed digit opens the price with it; Enter saves it on the server and the cell shows it', async () => {
    const { plan } = await planList();
    const user = userEvent.setup();
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('250000');
    const editor = await within(bodyRows()[0]).findByRole('textbox', { name: 'Price' });
    expect(editor).toHaveValue('250000');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(plan().price).toBe(250000));
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Price')).toHaveTextContent('250,000'));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('Escape puts the old value back and sends nothing; an invalid value keeps the editor with its message', async () => {
    const { plan } = await planList();
    const user = userEvent.setup();
    const cell = cellOf(bodyRows()[0], 'Duration');
    cell.focus();
    await user.keyboard('{F2}');
    const editor = await within(bodyRows()[0]).findByRole('textbox', { name: /Duration/ });
    await user.clear(editor);
    await user.type(editor, '99999');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(bodyRows()[0]).queryByRole('textbox')).toBeNull());
    expect(plan().durationDays).toBe(30);
    expect(document.activeElement).toBe(cellOf(bodyRows()[0], 'Duration'));

    await user.keyboard('{Enter}');
    const again = await within(bodyRows()[0]).findByRole('textbox', { name: /Duration/ });
    await user.clear(again);
    await user.type(again, '99999{Enter}');
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(within(bodyRows()[0]).getByRole('textbox', { name: /Duration/ })).toBeInTheDocument();
    expect(plan().durationDays).toBe(30);
  });

  it("marks a learner's cells SUPPORT may not change read-only, and Enter on one says why", async () => {
    const apollo = createTestApollo('SUPPORT');
    const template = apollo.db.all('User').find((row) => row.role === 'LEARNER')!;
    apollo.db.insert('User', { ...template, id: undefined, fullName: 'Gridtest learner', email: 'gridtest.learner@example.com', role: 'LEARNER', status: 'ACTIVE' });
    await renderManage(asDeclaration(users), 'users', { route: '/users/manage?q=Gridtest', client: apollo.client, role: 'SUPPORT' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = bodyRows()[0];
    expect(cellOf(row, 'Email')).toHaveAttribute('aria-readonly', 'true');
    expect(cellOf(row, 'Status')).not.toHaveAttribute('aria-readonly');
    const user = userEvent.setup();
    cellOf(row, 'Email').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You may not change this field of this record.')).toBeInTheDocument();
    expect(within(bodyRows()[0]).queryByRole('textbox')).toBeNull();
  });
});

describe('an enum cell', () => {
  it('a typed letter chooses the first label it starts; Enter commits it and saves', async () => {
    const apollo = createTestApollo('SUPPORT');
    const template = apollo.db.all('User').find((row) => row.role === 'LEARNER')!;
    apollo.db.insert('User', { ...template, id: undefined, fullName: 'Gridtest enum', email: 'gridtest.enum@example.com', role: 'LEARNER', status: 'ACTIVE' });
    const status = () => apollo.db.all('User').find((row) => row.email === 'gridtest.enum@example.com')?.status;
    await renderManage(asDeclaration(users), 'users', { route: '/users/manage?q=Gridtest', client: apollo.client, role: 'SUPPORT' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const user = userEvent.setup();
    cellOf(bodyRows()[0], 'Status').focus();
    await user.keyboard('S');
    // The letter chose the label it starts; Enter commits it.
    const picker = await within(bodyRows()[0]).findByRole('button', { name: /Suspended/ });
    expect(picker).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status()).toBe('SUSPENDED'));
  });
});

describe('a pasted block', () => {
  it('says what it would do once, then saves every row in one request and offers Undo', async () => {
    const apollo = createTestApollo('ADMIN');
    const template = apollo.db.all('Plan')[0];
    for (const letter of ['a', 'b']) apollo.db.insert('Plan', { ...template, id: undefined, title: `Pastetest ${letter}`, price: 100000, currency: 'IRR', durationDays: 30 });
    const plan = (letter: string) => apollo.db.all('Plan').find((row) => row.title === `Pastetest ${letter}`)!;
    await renderManage(asDeclaration(plans), 'plans', { route: '/plans/manage?q=Pastetest&sort=TITLE:asc', client: apollo.client });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const price = cellOf(bodyRows()[0], 'Price');
    price.focus();
    const clipboardData = { getData: () => '120000\t45\n-5\t60\n' };
    fireEvent.paste(price, { clipboardData });
    const dialog = await screen.findByRole('dialog', { name: 'Paste 4 cells' });
    expect(dialog).toHaveTextContent('4 cells: 3 change, 1 refused');
    expect(plan('a').price).toBe(100000);

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save 3 changes' }));
    await waitFor(() => expect(plan('a')).toMatchObject({ price: 120000, durationDays: 45 }));
    expect(plan('b')).toMatchObject({ price: 100000, durationDays: 60 });
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await userEvent.setup().click(undo);
    await waitFor(() => expect(plan('a')).toMatchObject({ price: 100000, durationDays: 30 }));
    expect(plan('b').durationDays).toBe(30);
  });
});

/** A fresh tab's plan list, the viewer known, and a price saved from its cell: 100,000 → 250,000. */
async function savedPrice() {
  sessionStorage.clear();
  const { apollo, plan } = await planList();
  await waitFor(() => expect(apollo.client.readQuery({ query: ViewerDocument })?.viewer?.user?.id).toBeTruthy());
  const user = userEvent.setup();
  cellOf(bodyRows()[0], 'Price').focus();
  await user.keyboard('250000{Enter}');
  await waitFor(() => expect(plan().price).toBe(250000));
  return { apollo, plan, user };
}

describe('undo of the grid (Ctrl+Z)', () => {
  it('puts a saved price back on the server as one request, after the list was left and opened again; Ctrl+Shift+Z redoes it', async () => {
    const { apollo, plan, user } = await savedPrice();

    // A reload: the list is rendered anew; the step is kept in the tab's session storage.
    cleanup();
    await renderManage(asDeclaration(plans), 'plans', { route: '/plans/manage?q=Gridtest', client: apollo.client });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const mutate = vi.spyOn(apollo.client, 'mutate');
    cellOf(bodyRows()[0], 'Duration').focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(plan().price).toBe(100000));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0][0].variables).toEqual({ subject: 'Plan', rows: [{ id: plan().id, input: { price: 100000 }, expected: { price: 250000 } }] });
    expect((await screen.findAllByText('Undone: Price of Gridtest plan')).length).toBeGreaterThan(0);
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Price')).toHaveTextContent('100,000'));

    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(plan().price).toBe(250000));
    expect((await screen.findAllByText('Redone: Price of Gridtest plan')).length).toBeGreaterThan(0);
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Price')).toHaveTextContent('250,000'));
  });

  it('leaves an open editor its own Ctrl+Z, and says when there is nothing to undo', async () => {
    sessionStorage.clear();
    const { apollo, plan } = await planList();
    await waitFor(() => expect(apollo.client.readQuery({ query: ViewerDocument })?.viewer?.user?.id).toBeTruthy());
    const mutate = vi.spyOn(apollo.client, 'mutate');
    const user = userEvent.setup();
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('{Control>}z{/Control}');
    expect((await screen.findAllByText('Nothing to undo in this list.')).length).toBeGreaterThan(0);
    await user.keyboard('{F2}');
    const editor = await within(bodyRows()[0]).findByRole('textbox', { name: 'Price' });
    await user.keyboard('{Control>}z{/Control}');
    expect(editor).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
    expect(plan().price).toBe(100000);
  });
});

describe('undo of a cell someone changed since', () => {
  it('sends nothing, says why and drops the step, never overwriting their value', async () => {
    const { apollo, plan, user } = await savedPrice();
    // Another session sets the price; a live update brings it to the list.
    apollo.db.update(plan(), { price: 300000 });
    apollo.client.cache.modify({ id: apollo.client.cache.identify({ __typename: 'Plan', id: plan().id }), fields: { price: () => 300000 } });
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Price')).toHaveTextContent('300,000'));

    const mutate = vi.spyOn(apollo.client, 'mutate');
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('{Control>}z{/Control}');
    expect((await screen.findAllByText('Not undone: Someone changed it meanwhile; the list shows their value. The step is dropped.')).length).toBeGreaterThan(0);
    expect(mutate).not.toHaveBeenCalled();
    expect(plan().price).toBe(300000);
    await user.keyboard('{Control>}z{/Control}');
    expect((await screen.findAllByText('Nothing to undo in this list.')).length).toBeGreaterThan(0);
  });
});

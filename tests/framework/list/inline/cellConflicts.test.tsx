import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import plans from '../../../../src/entities/plan';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import { createTestApollo } from '../../../utils/mockApollo';
import { bodyRows, fakeLayout, renderManage } from '../harness';

/** Theirs / mine in a cell, and live updates around an open editor (issue 33, item 4). */
beforeEach(fakeLayout);

function cellOf(row: HTMLElement, name: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.startsWith(name));
  return row.querySelector<HTMLElement>(`[aria-colindex="${index + 1}"]`)!;
}

/** A plan list with a plan of its own, 100,000 for 30 days, and a way to play another session. */
async function planList() {
  const apollo = createTestApollo('ADMIN');
  const template = apollo.db.all('Plan')[0];
  apollo.db.insert('Plan', { ...template, id: undefined, title: 'Conflict plan', price: 100000, currency: 'IRR', durationDays: 30 });
  const plan = () => apollo.db.all('Plan').find((row) => row.title === 'Conflict plan')!;
  await renderManage(plans as unknown as EntityDeclaration, 'plans', { route: '/plans/manage?q=Conflict', client: apollo.client });
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  /** Someone else saves `values`; with `live`, the list hears of it (the row read again into the cache). */
  const theySave = (values: Record<string, unknown>, live: boolean) => {
    apollo.db.update(plan(), values);
    const id = apollo.client.cache.identify({ __typename: 'Plan', id: plan().id });
    if (live) apollo.client.cache.modify({ id, fields: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, () => value])) });
  };
  return { apollo, plan, theySave, user: userEvent.setup() };
}

describe('a live update around an open editor', () => {
  it('updates the other cells, keeps the editor with its typed text, and the commit offers theirs / mine', async () => {
    const { apollo, plan, theySave, user } = await planList();
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('250000');
    const editor = await within(bodyRows()[0]).findByRole('textbox', { name: 'Price' });
    theySave({ price: 300000, durationDays: 45 }, true);
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Duration')).toHaveTextContent('45'));
    expect(within(bodyRows()[0]).getByRole('textbox', { name: 'Price' })).toBe(editor);
    expect(editor).toHaveValue('250000');
    expect(document.activeElement).toBe(editor);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Price of Conflict plan was changed meanwhile' });
    expect(within(dialog).getByText('300,000', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('250,000', { exact: false })).toBeInTheDocument();
    // The person's value stays in the cell, marked as a conflict (not as refused), until they choose
    // (the list is hidden from the accessibility tree under the modal, so it is found by its element).
    const price = document.querySelector<HTMLElement>('[role="row"][data-key] .save-mark[data-save="conflict"]')!.closest('[data-cell]');
    expect(price).toHaveTextContent('250,000');
    expect(plan().price).toBe(300000);

    // Keep theirs: the focus starts there; nothing is sent, the cell shows their value.
    const mutate = vi.spyOn(apollo.client, 'mutate');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep theirs' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Price')).toHaveTextContent('300,000'));
    expect(mutate).not.toHaveBeenCalled();
    expect(plan().price).toBe(300000);
    expect(cellOf(bodyRows()[0], 'Price').querySelector('[data-save]')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(cellOf(bodyRows()[0], 'Price')));
  });

  it('Use mine sends the value again, now expecting theirs; Escape first returns to the cell, whose Enter offers the choice again', async () => {
    const { apollo, plan, theySave, user } = await planList();
    theySave({ price: 300000 }, false);
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('250000{Enter}');
    await screen.findByRole('dialog', { name: /Price of Conflict plan/ });
    expect(screen.getAllByText(/changed it meanwhile/).length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(cellOf(bodyRows()[0], 'Price')));
    expect(cellOf(bodyRows()[0], 'Price').querySelector('[data-save="conflict"]')).not.toBeNull();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Price of Conflict plan/ });
    const mutate = vi.spyOn(apollo.client, 'mutate');
    await user.click(within(dialog).getByRole('button', { name: 'Use mine' }));
    await waitFor(() => expect(plan().price).toBe(250000));
    expect(mutate.mock.calls[0][0].variables).toEqual({ subject: 'Plan', rows: [{ id: plan().id, input: { price: 250000 }, expected: { price: 300000 } }] });
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Price').querySelector('[data-save]')).toBeNull());
  });

  it('merges a change made meanwhile to another field of the row: the edit saves, both are kept', async () => {
    const { plan, theySave, user } = await planList();
    theySave({ durationDays: 45 }, false);
    cellOf(bodyRows()[0], 'Price').focus();
    await user.keyboard('250000{Enter}');
    await waitFor(() => expect(plan().price).toBe(250000));
    expect(plan().durationDays).toBe(45);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The row is read again after the save: the list shows their change too.
    await waitFor(() => expect(cellOf(bodyRows()[0], 'Duration')).toHaveTextContent('45'));
  });
});

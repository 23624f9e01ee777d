import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import abuses from '../../../src/entities/abuse';
import payments from '../../../src/entities/payment';
import users from '../../../src/entities/user';
import type { EntityDeclaration, RecordAction } from '../../../src/framework/entity/types';
import { actionsColumnWidth, rowActionItems, splitRowActions, type RowActionItem } from '../../../src/framework/list/rowActionItems';
import type { ListPermissions } from '../../../src/framework/list/useListPermissions';
import { createTestApollo } from '../../utils/mockApollo';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf, withSpareLanguages } from './harness';

beforeEach(fakeLayout);

const asDeclaration = (declaration: unknown) => declaration as EntityDeclaration;
const allowAll: ListPermissions = { canCreate: true, canUpdate: true, canDelete: true, deleteOf: () => ({ allowed: true }), updateOf: () => true };
const kinds = (items: RowActionItem[]) => items.map((item) => (item.kind === 'record' ? item.action.key : item.kind === 'link' ? 'link' : item.kind));

describe('row actions, compact', () => {
  it("lists a queue's record actions first, then open, links and delete; beyond three, two show and the rest go to More", () => {
    const row = { id: '1', status: 'OPEN' };
    const context = { declaration: asDeclaration(abuses), segment: 'abuses', permissions: allowAll, allows: (action: RecordAction<never>, candidate: { status?: string }) => action.when?.(candidate as never) ?? true };
    const items = rowActionItems(row, context as never);
    expect(kinds(items)).toEqual(['review', 'resolve', 'dismiss', 'open', 'delete']);
    const { inline, more } = splitRowActions(items);
    expect(kinds(inline)).toEqual(['review', 'resolve']);
    expect(kinds(more)).toEqual(['dismiss', 'open', 'delete']);
    // A user's edit, profile and delete all show; a read-only viewer's row offers "view" only.
    const user = rowActionItems(row, { ...context, declaration: asDeclaration(users), allows: () => true } as never);
    expect(splitRowActions(user).more).toEqual([]);
    const reader = { ...allowAll, canUpdate: false, canDelete: false };
    expect(rowActionItems(row, { ...context, declaration: asDeclaration(users), permissions: reader, allows: () => true } as never)).toEqual([{ kind: 'open', mode: 'view' }, expect.objectContaining({ kind: 'link' })]);
    // The column is as wide as its buttons: 2 → 100 px, 3 (or 2 and More) → 136 px.
    expect([actionsColumnWidth(2), actionsColumnWidth(3), actionsColumnWidth(7)]).toEqual([100, 136, 136]);
  });

  it('shows Review and Resolve of an open report as labelled icons and the rest under "More actions"', async () => {
    const apollo = createTestApollo('ADMIN');
    const template = apollo.db.all('Abuse')[0];
    apollo.db.insert('Abuse', { ...template, id: undefined, description: 'Rowactiontest', status: 'OPEN', handledBy: null, handledAt: null });
    const { router } = await renderManage(asDeclaration(abuses), 'abuses', { route: '/abuses/manage?q=Rowactiontest', client: apollo.client });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = bodyRows()[0];
    // Each button is named for its row ("Review <report>").
    const name = within(row).getByRole('button', { name: /^Review / }).getAttribute('aria-label')!.replace(/^Review /, '');
    expect(name).not.toBe('');
    expect(within(row).getByRole('button', { name: `Resolve ${name}` })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: `More actions for ${name}` }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dismiss', 'Edit', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/abuses\/edit\//));
  });
});

describe('a final action asks first', () => {
  it('Refund names the payment and says it is final; Cancel sends nothing, Refund refunds', async () => {
    const apollo = createTestApollo('ADMIN');
    const template = apollo.db.all('Payment')[0];
    apollo.db.insert('Payment', { ...template, id: undefined, trackingCode: 'RFNDTEST1', status: 'SUCCEEDED' });
    const status = () => apollo.db.all('Payment').find((row) => row.trackingCode === 'RFNDTEST1')?.status;
    await renderManage(asDeclaration(payments), 'payments', { route: '/payments/manage?q=RFNDTEST1', client: apollo.client });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const user = userEvent.setup();
    const refund = () => within(bodyRows()[0]).getByRole('button', { name: /^Refund / });

    await user.click(refund());
    const dialog = await screen.findByRole('alertdialog', { name: /^Refund .+\?$/ });
    expect(dialog).toHaveTextContent('A refund is final: it cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(status()).toBe('SUCCEEDED');

    await user.click(refund());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(status()).toBe('REFUNDED'));
    expect(await screen.findByText('1 payment refunded.')).toBeInTheDocument();
  });
});

describe('Enter opens the focused row', () => {
  it('in a page of rows: Enter on a cell opens the row as its edit action does; Space selects it', async () => {
    const { router } = await renderManage(asDeclaration(users), 'users', { route: '/users/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    const row = bodyRows()[1];
    const id = row.getAttribute('data-key');
    const user = userEvent.setup();
    // Focus moves from cell to cell: the row's name is its row header.
    act(() => within(row).getByRole('rowheader').focus());
    await user.keyboard(' ');
    await waitFor(() => expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.pathname).toBe('/users/manage');
    // Even with rows selected, Enter opens the row.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/edit/${id}`));
    // The list's state goes along, so saving comes back to it.
    expect(router.state.location.state).toBeTruthy();
  });

  it('in a long page: Enter on a cell opens its row; Space still selects', async () => {
    const { client } = withSpareLanguages(120, { padded: true });
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage?q=Zulutest&pageSize=all&sort=TITLE:asc', client });
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '121'));
    const cell = await waitFor(() => within(bodyRows()[0]).getByRole('rowheader'));
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: ' ' });
    await waitFor(() => expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true'));
    expect(searchOf(router).get('pageSize')).toBe('all');
    fireEvent.keyDown(cell, { key: 'Enter' });
    // Languages open in their drawer: the edit route of the row.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/langs\/edit\/.+/));
  });
});

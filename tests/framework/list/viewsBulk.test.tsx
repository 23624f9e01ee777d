import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineEntity } from '../../../src/framework/entity/types';
import { bulkEditableFields } from '../../../src/framework/list/bulkEdit/bulkFields';
import { visibleColumnKeys, columnsParam } from '../../../src/framework/list/views/visibleColumns';
import { viewQueryOf, viewSearch, isBareViewLink } from '../../../src/framework/list/views/viewQuery';
import {
  MediaBulkDeleteDocument, MediaCreateDocument, MediaDeleteDocument, MediaGetDocument, MediaListDocument, MediaUpdateDocument,
} from '../../../src/gql/graphql';
import { payments } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf } from './harness';

beforeEach(fakeLayout);

const media = defineEntity({
  subject: 'Media',
  operations: {
    list: MediaListDocument, get: MediaGetDocument, create: MediaCreateDocument,
    update: MediaUpdateDocument, delete: MediaDeleteDocument, bulkDelete: MediaBulkDeleteDocument,
  },
  columns: [{ key: 'title', sort: 'TITLE', isRowHeader: true }, { key: 'status', text: (row, format) => format.enumValue('MediaStatus', row.status) }],
  filters: [{ kind: 'enum', name: 'status', enumName: 'MediaStatus' }],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'accentId', kind: 'reference', entity: 'Accent', filterBy: { languageId: 'languageId' } },
    { name: 'categoryId', kind: 'reference', entity: 'MediaCategory' },
    { name: 'status', kind: 'radio', enumName: 'MediaStatus' },
    { name: 'isFeatured', kind: 'switch' },
  ],
  title: (row) => row.title,
});

describe('list state of views and columns', () => {
  it('keeps the row header whatever cols says, and all columns for none or nonsense', () => {
    expect(visibleColumnKeys('amount,status', payments)).toEqual(['trackingCode', 'amount', 'status']);
    expect(visibleColumnKeys(null, payments)).toHaveLength(5);
    expect(visibleColumnKeys('nope', payments)).toEqual(['trackingCode']);
    expect(columnsParam(['trackingCode', 'user', 'amount', 'status', 'paidAt'], payments)).toBeNull();
    expect(columnsParam(['amount'], payments)).toBe('trackingCode,amount');
  });

  it('a view keeps search, filters the entity has, sort and page size, never the page', () => {
    const url = new URLSearchParams('page=3&pageSize=50&status=FAILED&bogus=1&sort=AMOUNT:desc&q=abc&cols=amount&view=7');
    expect(Object.fromEntries(new URLSearchParams(viewQueryOf(url, payments)))).toEqual({ pageSize: '50', status: 'FAILED', sort: 'AMOUNT:desc', q: 'abc' });
    expect(viewSearch({ id: '7', query: 'status=FAILED', columns: ['amount'] }, payments)).toBe('?status=FAILED&cols=trackingCode%2Camount&view=7');
    expect(isBareViewLink(new URLSearchParams('view=7'))).toBe(true);
    expect(isBareViewLink(new URLSearchParams('view=7&status=PAID'))).toBe(false);
  });
});

describe('column chooser', () => {
  it('hides a column through the URL; the row header cannot be hidden', async () => {
    const user = userEvent.setup();
    const { router } = await renderManage(payments, 'payments', { route: '/payments/manage', role: 'FINANCE' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /^(Columns|\d+ columns? hidden)$/ }));
    const menu = await screen.findByRole('menu', { name: /^(Columns|\d+ columns? hidden)$/ });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Tracking code' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Amount' }));
    await waitFor(() => expect(searchOf(router).get('cols')).toBe('trackingCode,user,status,paidAt'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Amount/ })).not.toBeInTheDocument());
  }, 120_000);
});

describe('saved views', () => {
  it('saves the list as a view and opens it; a name already used is refused on its field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { router } = await renderManage(payments, 'payments', { route: '/payments/manage?status=FAILED&sort=AMOUNT:desc&cols=trackingCode,amount', role: 'FINANCE' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const save = async (name: string) => {
      await user.click(screen.getByRole('button', { name: /^(Views|View: )/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save view' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), name);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      return dialog;
    };
    const first = await save('Failed by amount');
    await waitFor(() => expect(first).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(searchOf(router).get('view')).toBeTruthy());
    expect(searchOf(router).get('status')).toBe('FAILED');
    // The views list answers a moment after the URL names the view (the dialog no longer fades out meanwhile).
    expect(await screen.findByRole('button', { name: 'View: Failed by amount' })).toBeInTheDocument();

    const again = await save('Failed by amount');
    expect(await within(again).findByText('You already have a view with this name', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: /^Name/ })).toHaveValue('Failed by amount');
  }, 120_000);

  it('the owner renames and shares the open view, then deletes it', async () => {
    const user = userEvent.setup();
    const { router } = await renderManage(payments, 'payments', { route: '/payments/manage?status=SUCCEEDED', role: 'FINANCE' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const menuItem = async (name: string | RegExp) => {
      await user.click(screen.getByRole('button', { name: /^(Views|View: )/ }));
      await user.click(await screen.findByRole('menuitem', { name }));
    };
    await menuItem('Save view…');
    let dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Paid');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'View: Paid' }, { timeout: 10_000 });

    await menuItem(/^Rename or share/);
    dialog = await screen.findByRole('dialog', { name: 'Rename or share view' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Paid, for support');
    await user.click(within(dialog).getByRole('button', { name: /Shared with/ }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'View: Paid, for support' }, { timeout: 10_000 });

    await menuItem(/^Delete/);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete view?' })).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('button', { name: 'Views' }, { timeout: 10_000 });
    expect(searchOf(router).get('view')).toBeNull();
    expect(searchOf(router).get('status')).toBe('SUCCEEDED');
  }, 120_000);
});

describe('bulk edit', () => {
  it('offers flags, enums and independent references, never text or fields others depend on', () => {
    expect(bulkEditableFields(media).map((field) => field.name)).toEqual(['categoryId', 'status', 'isFeatured']);
  });

  it('offers only the fields every selected row allows (EDITOR: no status with a published row), and reports per row', async () => {
    const user = userEvent.setup();
    const { db } = await renderManage(media, 'media', { route: '/media/manage?status=PUBLISHED,DRAFT&sort=TITLE:asc', role: 'EDITOR' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(2));
    const published = bodyRows().find((row) => within(row).queryByText('Published'))!;
    const draft = bodyRows().find((row) => within(row).queryByText('Draft'))!;
    const ids = [published, draft].map((row) => row.getAttribute('data-key')!);
    await user.click(within(published).getByRole('checkbox'));
    await user.click(within(draft).getByRole('checkbox'));
    // A published row cannot be deleted by EDITOR, so neither can the selection; it can be edited.
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await within(dialog).findByRole('checkbox', { name: 'Change Featured' });
    expect(within(dialog).queryByRole('checkbox', { name: /Change Status/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Change Title/ })).not.toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Apply to 2 rows' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('switch', { name: 'Featured' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Change Featured' })).toBeChecked();
    await user.click(apply);
    await within(dialog).findByText('2 saved, 0 refused', {}, { timeout: 30_000 });
    expect(ids.map((id) => db!.get('Media', id)?.isFeatured)).toEqual([true, true]);
  }, 120_000);
});

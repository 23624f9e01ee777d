import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../src/ui/toast';
import { createTestApollo } from '../../utils/mockApollo';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf, spareLeft, withSpareLanguages } from './harness';


beforeEach(() => {
  fakeLayout();
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

describe('delete', () => {
  it('deletes a row after confirming, then the list refetches without it', async () => {
    const { client, db } = withSpareLanguages(2);
    await renderManage(languages, 'langs', { route: '/langs/manage?q=Zulutest', client });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    // Cancel keeps the row.
    await user.click(screen.getByRole('button', { name: 'Delete Zulutest 1' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Zulutest 1” will be deleted. It can be restored from the trash for 30 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete this item?' })).not.toBeInTheDocument());
    expect(spareLeft(db)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Zulutest 1' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Zulutest 2');
    expect(spareLeft(db).map((row) => row.title)).toEqual(['Zulutest 2']);
    expect(toast.success).toHaveBeenCalledWith('list.toast.deleted', { count: 1 }, expect.objectContaining({ label: 'undo.actions.undo' }));
    expect(await screen.findByText('1 item deleted.')).toBeInTheDocument();

    // The toast's Undo restores it on the server and the list shows it again.
    const undo = vi.mocked(toast.success).mock.calls.find(([id]) => id === 'list.toast.deleted')![2]!;
    undo.onAction();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(spareLeft(db).map((row) => row.title).sort()).toEqual(['Zulutest 1', 'Zulutest 2']);
  });

  it('says why when the server refuses: a language still in use', async () => {
    const { client, db } = createTestApollo('ADMIN');
    await renderManage(languages, 'langs', { route: '/langs/manage?q=English', client });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete English' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/^It is still used by [\d,]+ other items$/)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('validation.inUse', expect.objectContaining({ count: expect.any(Number) }));
    expect(db.all('Language').some((row) => row.title === 'English')).toBe(true);
    expect(bodyRows()).toHaveLength(1);
  });
});

describe('selection and bulk delete', () => {
  it('selects all rows of the page, confirms, and the rows are gone from the database', async () => {
    const { client, db } = withSpareLanguages(3);
    await renderManage(languages, 'langs', { route: '/langs/manage?q=Zulutest', client });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));

    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 items?' });
    expect(dialog).toHaveTextContent('The 3 selected items will be deleted. They can be restored from the trash for 30 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(spareLeft(db)).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith('list.toast.deleted', { count: 3 }, expect.objectContaining({ label: 'undo.actions.undo' }));
  });

  it('drops the selection when the page changes', async () => {
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage' });
    const user = userEvent.setup();
    await screen.findByText('1–10 of 14');
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(await screen.findByText('10 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(searchOf(router).get('page')).toBe('2');
    await screen.findByText('11–14 of 14');
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_KEY } from '../../../src/core/config/app';
import {
  currentUndoOffer, dismissUndoOffer, forgetRestored, recordUndoOffer, undoToastOpened, UNDO_OFFERS_KEY, type UndoOffer,
} from '../../../src/framework/list/trash/undoOffers';
import { RestoreDocument, ViewerDocument } from '../../../src/gql/graphql';
import { toast } from '../../../src/ui/toast';
import { createTestApollo } from '../../utils/mockApollo';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage, spareLeft, withSpareLanguages } from './harness';

const MINUTE = 60_000;
const at = Date.UTC(2025, 0, 1, 9, 0);
const offer = (changes: Partial<UndoOffer> = {}): UndoOffer => ({ viewerId: 'u1', subject: 'Language', ids: ['7'], label: 'Zulu', deletedAt: at, ...changes });
const stored = () => JSON.parse(localStorage.getItem(UNDO_OFFERS_KEY) ?? 'null') as UndoOffer[] | null;

beforeEach(() => {
  localStorage.clear();
  fakeLayout();
  vi.spyOn(toast, 'error');
});

describe('the stored Undo offer', () => {
  it('is one app key, and lasts ten minutes', () => {
    expect(UNDO_OFFERS_KEY.startsWith(APP_KEY)).toBe(true);
    recordUndoOffer(offer(), at);
    expect(currentUndoOffer('Language', 'u1', at + 9 * MINUTE)).toEqual(offer());
    expect(currentUndoOffer('Language', 'u1', at + 10 * MINUTE)).toBeNull();
    // What expired is dropped at the next write.
    recordUndoOffer(offer({ subject: 'Accent' }), at + 11 * MINUTE);
    expect(stored()?.map((kept) => kept.subject)).toEqual(['Accent']);
  });

  it('is the viewer’s own: another staff member on the same browser never sees it', () => {
    recordUndoOffer(offer(), at);
    expect(currentUndoOffer('Language', 'u2', at)).toBeNull();
    recordUndoOffer(offer({ viewerId: 'u2', ids: ['8'] }), at);
    expect(currentUndoOffer('Language', 'u1', at)?.ids).toEqual(['7']);
    expect(currentUndoOffer('Language', 'u2', at)?.ids).toEqual(['8']);
  });

  it('is replaced by the viewer’s next delete of the same entity, not of another', () => {
    recordUndoOffer(offer(), at);
    recordUndoOffer(offer({ subject: 'Accent', ids: ['3'] }), at);
    recordUndoOffer(offer({ ids: ['9', '10'], label: undefined }), at + MINUTE);
    expect(currentUndoOffer('Language', 'u1', at + MINUTE)?.ids).toEqual(['9', '10']);
    expect(currentUndoOffer('Accent', 'u1', at + MINUTE)?.ids).toEqual(['3']);
    expect(stored()).toHaveLength(2);
  });

  it('loses the rows that are back, and goes with the last of them or when dismissed', () => {
    recordUndoOffer(offer({ ids: ['9', '10'], label: undefined }), at);
    forgetRestored('Language', ['9'], at);
    expect(currentUndoOffer('Language', 'u1', at)?.ids).toEqual(['10']);
    forgetRestored('Language', ['10'], at);
    expect(currentUndoOffer('Language', 'u1', at)).toBeNull();
    expect(localStorage.getItem(UNDO_OFFERS_KEY)).toBeNull();

    recordUndoOffer(offer(), at);
    dismissUndoOffer('Language', 'u2', at);
    expect(currentUndoOffer('Language', 'u1', at)).not.toBeNull();
    dismissUndoOffer('Language', 'u1', at);
    expect(currentUndoOffer('Language', 'u1', at)).toBeNull();
  });

  it('waits while a toast offers the same Undo, and ignores what it cannot read', () => {
    recordUndoOffer(offer(), at);
    const closed = undoToastOpened('Language');
    expect(currentUndoOffer('Language', 'u1', at)).toBeNull();
    closed();
    closed();
    expect(currentUndoOffer('Language', 'u1', at)).not.toBeNull();
    localStorage.setItem(UNDO_OFFERS_KEY, '{"not": "a list"');
    expect(currentUndoOffer('Language', 'u1', at)).toBeNull();
  });
});

const notice = () => screen.queryByRole('status', { name: /deleted/ });
const route = '/langs/manage?q=Zulutest';

/** The toast's own close button: with it gone, the notice takes over. */
async function closeToast(user: ReturnType<typeof userEvent.setup>, text: string) {
  const shown = (await screen.findByText(text)).closest('[role="alertdialog"]') as HTMLElement;
  await user.click(within(shown).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

/** Deletes rows through the screen, closes the toast and "reloads" (renders the screen afresh). */
async function deleteThenReload(client: ReturnType<typeof createTestApollo>['client'], remove: (user: ReturnType<typeof userEvent.setup>) => Promise<string>) {
  await renderManage(languages, 'langs', { route, client });
  const user = userEvent.setup();
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  const toastText = await remove(user);
  // While the toast offers Undo, the notice does not offer it twice.
  expect(await screen.findByText(toastText)).toBeInTheDocument();
  expect(notice()).not.toBeInTheDocument();
  await closeToast(user, toastText);
  cleanup();
  await client.clearStore();
  await renderManage(languages, 'langs', { route, client });
  return user;
}

async function deleteFirst(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete Zulutest 1' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }));
  return '1 item deleted.';
}

describe('the Undo notice of the manage screen', () => {
  it('offers Undo of a delete after a reload; Undo brings the row back and the offer goes', async () => {
    const { client, db } = withSpareLanguages(2);
    const user = await deleteThenReload(client, deleteFirst);

    const shown = await screen.findByRole('status', { name: /^“Zulutest 1” was deleted\. It can be undone until / });
    expect(spareLeft(db)).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(spareLeft(db).map((row) => row.title).sort()).toEqual(['Zulutest 1', 'Zulutest 2']);
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    // The focus was on Undo, which left with the notice: it goes to the screen's heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Languages' })).toHaveFocus();
    expect(localStorage.getItem(UNDO_OFFERS_KEY)).toBeNull();
    await closeToast(user, '1 item restored');
  });

  it('counts a bulk delete, and the toast’s own Undo clears the offer', async () => {
    const { client, db } = withSpareLanguages(2);
    const user = await deleteThenReload(client, async (user) => {
      await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
      await user.click(within(await screen.findByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete selected' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete 2 items?' })).getByRole('button', { name: 'Delete' }));
      return '2 items deleted.';
    });
    const shown = await screen.findByRole('status', { name: /^2 items were deleted\./ });
    await user.click(within(shown).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(spareLeft(db)).toHaveLength(2));
    await closeToast(user, '2 items restored');

    // Deleted again, undone from the toast this time: nothing is left to offer.
    await user.click(await screen.findByRole('button', { name: 'Delete Zulutest 2' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }));
    const undo = (await screen.findByText('1 item deleted.')).closest('[role="alertdialog"]') as HTMLElement;
    await user.click(within(undo).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(spareLeft(db)).toHaveLength(2));
    expect(localStorage.getItem(UNDO_OFFERS_KEY)).toBeNull();
    await closeToast(user, '1 item restored');
    expect(notice()).not.toBeInTheDocument();
  });

  it('shows why the server refuses the restore, and stays until dismissed', async () => {
    const { client, db, rows } = withSpareLanguages(1);
    const user = await deleteThenReload(client, deleteFirst);
    // Restored meanwhile elsewhere (another tab's trash): the offer is stale.
    await client.mutate({ mutation: RestoreDocument, variables: { subject: 'Language', ids: [rows[0].id] } });

    const shown = await screen.findByRole('status', { name: /“Zulutest 1” was deleted/ });
    await user.click(within(shown).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('It is no longer in the trash: it was restored or removed for good.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('trash.gone', expect.anything());
    expect(notice()).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Languages' })).toHaveFocus();
    expect(localStorage.getItem(UNDO_OFFERS_KEY)).toBeNull();
    expect(spareLeft(db)).toHaveLength(1);
  });

  it('is not shown to another staff member signing in on the same browser', async () => {
    const admin = withSpareLanguages(1);
    await deleteThenReload(admin.client, deleteFirst);
    await screen.findByRole('status', { name: /“Zulutest 1” was deleted/ });
    cleanup();

    const editor = withSpareLanguages(1, { role: 'EDITOR' });
    await renderManage(languages, 'langs', { route, client: editor.client, role: 'EDITOR' });
    await waitFor(() => expect(editor.client.readQuery({ query: ViewerDocument })?.viewer.user.role).toBe('EDITOR'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(notice()).not.toBeInTheDocument();
    expect(stored()).toHaveLength(1);
  });
});

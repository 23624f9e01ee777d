import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import FolderBrowser from '../../../src/entities/mediaLibrary/FolderBrowser';
import { fakeLayout, messagesFor, searchOf } from '../../framework/list/harness';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';

type Row = { id: string; name: string; parent?: { id: string } | null; files: { name: string }[] };

async function renderBrowser(route = '/mediacategory/manage', role = 'EDITOR') {
  const apollo = createTestApollo(role);
  const result = await renderWithProviders(null, { route, rules: role, apolloClient: apollo.client, routes: [{ path: '/mediacategory/manage', element: <FolderBrowser /> }] });
  const folders = () => apollo.db.all('MediaCategory') as unknown as Row[];
  return { ...result, folders, byName: (name: string) => folders().find((row) => row.name === name)! };
}

const list = () => screen.getByRole('grid');
const rowNamed = (name: string) => within(list()).getByRole('row', { name: new RegExp(`^${name}`) });

describe('the media-category folder browser', () => {
  beforeEach(fakeLayout);

  it('shows the open folder from the URL with its breadcrumb, folders and files', async () => {
    const t = await messagesFor('en');
    const probe = createTestApollo('EDITOR').db.all('MediaCategory') as unknown as Row[];
    const covers = probe.find((row) => row.name === 'Covers')!;
    await renderBrowser(`/mediacategory/manage?folder=${covers.id}`);
    await waitFor(() => rowNamed('Serials'));
    const crumbs = screen.getByRole('navigation', { name: t('mediaLibrary.breadcrumb') });
    // The trail down to the open folder, which is the current one and not a link.
    const images = within(crumbs).getByRole('link', { name: 'Images' });
    expect(within(crumbs).getByText('Covers').closest('[aria-current="page"]')).toBeTruthy();
    expect(screen.getByRole('grid', { name: t('mediaLibrary.contents', { folder: 'Covers' }) })).toBeTruthy();
    // Uploading is offered inside a folder.
    expect(screen.getByRole('button', { name: t('mediaLibrary.actions.upload') })).toBeTruthy();
    // Pressing a folder above opens it.
    await userEvent.click(images);
    await waitFor(() => expect(within(crumbs).getByText('Images').closest('[aria-current="page"]')).toBeTruthy());
  });

  it('opens a folder by pushing it to the URL, and goes up with Backspace', async () => {
    const { router, byName } = await renderBrowser();
    await waitFor(() => rowNamed('Images'));
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    await userEvent.click(rowNamed('Images'));
    await waitFor(() => expect(searchOf(router).get('folder')).toBe(byName('Images').id));
    await waitFor(() => rowNamed('Covers'));
    rowNamed('Covers').focus();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(searchOf(router).get('folder')).toBeNull());
  });

  it('creates a folder in the open folder and refuses a name already used there', async () => {
    const t = await messagesFor('en');
    const probe = createTestApollo('EDITOR').db.all('MediaCategory') as unknown as Row[];
    const images = probe.find((row) => row.name === 'Images')!;
    const { folders } = await renderBrowser(`/mediacategory/manage?folder=${images.id}`);
    await waitFor(() => rowNamed('Covers'));
    await userEvent.click(screen.getByRole('button', { name: t('mediaLibrary.actions.newFolder') }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: new RegExp(`^${t('mediaLibrary.dialog.name')}`) });
    await userEvent.click(name);
    await userEvent.paste('covers');
    await userEvent.click(within(dialog).getByRole('button', { name: t('mediaLibrary.dialog.create') }));
    expect(await within(dialog).findByText(t('mediaLibrary.dialog.duplicate', { name: 'covers' }))).toBeTruthy();
    // What was typed stays to be corrected.
    expect((name as HTMLInputElement).value).toBe('covers');
    await userEvent.clear(name);
    await userEvent.paste('Posters 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: t('mediaLibrary.dialog.create') }));
    await waitFor(() => rowNamed('Posters 2026'));
    expect(folders().find((row) => row.name === 'Posters 2026')?.parent?.id).toBe(images.id);
  });

  it('deletes a file from its folder after the confirm', async () => {
    const t = await messagesFor('en');
    const probe = createTestApollo('EDITOR').db.all('MediaCategory') as unknown as Row[];
    // A folder of files only: its first row is its first file by name.
    const movies = probe.find((row) => row.name === 'Movies')!;
    const { byName } = await renderBrowser(`/mediacategory/manage?folder=${movies.id}`);
    const file = byName('Movies').files.map((other) => other.name).sort((a, b) => a.localeCompare(b))[0];
    // Each folder's own files, even though file ids repeat from folder to folder.
    await waitFor(() => expect(within(list()).getAllByRole('row')[0].getAttribute('aria-label')).toBe(file));
    const count = within(list()).getAllByRole('row').length;
    await userEvent.click(screen.getByRole('button', { name: t('mediaLibrary.actions.more', { name: file }) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('mediaLibrary.actions.delete') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('mediaLibrary.confirm.deleteFileTitle') });
    expect(confirm.textContent).toContain(t('mediaLibrary.confirm.deleteFile', { name: file, folder: 'Movies' }));
    await userEvent.click(within(confirm).getByRole('button', { name: t('common.actions.delete') }));
    await waitFor(() => expect(within(list()).queryByRole('row', { name: new RegExp(`^${file}`) })).toBeNull());
    expect(within(list()).getAllByRole('row')).toHaveLength(count - 1);
    expect(byName('Movies').files.map((other) => other.name)).not.toContain(file);
  });

  it('previews a file in a dialog named by it, which Escape and its close button dismiss', async () => {
    const t = await messagesFor('en');
    const probe = createTestApollo('EDITOR').db.all('MediaCategory') as unknown as Row[];
    const movies = probe.find((row) => row.name === 'Movies')!;
    const { byName } = await renderBrowser(`/mediacategory/manage?folder=${movies.id}`);
    const file = byName('Movies').files.map((other) => other.name).sort((a, b) => a.localeCompare(b))[0];
    const row = await waitFor(() => rowNamed(file));
    await userEvent.click(row);
    let preview = await screen.findByRole('dialog', { name: file });
    expect(within(preview).getByText(t('mediaLibrary.preview.size'))).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // From the keyboard: Enter on the focused row opens it again; the close button dismisses it.
    rowNamed(file).focus();
    await userEvent.keyboard('{Enter}');
    preview = await screen.findByRole('dialog', { name: file });
    await userEvent.click(within(preview).getByRole('button', { name: t('common.actions.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus is back on the row the dialog came from.
    await waitFor(() => expect(rowNamed(file)).toHaveFocus());
  });

  it('searches folders and files of the whole tree and names where each sits', { timeout: 60_000 }, async () => {
    const t = await messagesFor('en');
    const { router } = await renderBrowser();
    await waitFor(() => rowNamed('Images'));
    await userEvent.click(screen.getByRole('searchbox', { name: t('mediaLibrary.search') }));
    await userEvent.paste('Podcasts');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('Podcasts'));
    const found = await waitFor(() => rowNamed('Podcasts'));
    expect(within(found).getByText(t('mediaLibrary.inFolder', { path: `${t('mediaLibrary.root')} / Images / Covers` }))).toBeTruthy();
  });

});

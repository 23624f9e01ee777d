import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { clickAtRest, db, dbUntil, message, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

// A 64×48 PNG: small, but a real image the preview can show.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQklEQVR42u3PQQkAAAgEsPvbWMtbwa8wWIGlel6LgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgMDVAp15ALV4ZLP4AAAAAElFTkSuQmCC',
  'base64',
);

const folderNamed = (name: string) => db().all('MediaCategory').find((row) => row.name === name) as (Row & { files: { name: string }[] }) | undefined;
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
const atFolder = (page: Page, id: string | null) => page.waitForURL((url) => url.pathname === '/mediacategory/manage' && url.searchParams.get('folder') === id);

/** Opens a row's menu and picks one of its actions. */
async function rowAction(page: Page, lang: Lang, name: string, action: string) {
  await page.getByRole('button', { name: message(lang, 'mediaLibrary.actions.more', { name }), exact: true }).click();
  await clickAtRest(page.getByRole('menuitem', { name: text(lang, action), exact: true }));
}

async function nameFolder(page: Page, lang: Lang, title: string, name: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: text(lang, title) });
  await dialog.getByRole('textbox', { name: text(lang, 'mediaLibrary.dialog.name') }).fill(name);
  await dialog.getByRole('button', { name: text(lang, confirm), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('media categories: the folder browser', { concurrency: 2 }, () => {
  test('EDITOR creates, renames, fills, previews and deletes a folder; Back returns to the parent (en)', async (t) => {
    const lang = 'en';
    const marketing = folderNamed('Marketing')!;
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/mediacategory/manage?folder=${marketing.id}` });
    await page.getByRole('navigation', { name: text(lang, 'mediaLibrary.breadcrumb') }).getByText('Marketing').waitFor();

    const first = `Journey ${unique()}`;
    await page.getByRole('button', { name: text(lang, 'mediaLibrary.actions.newFolder') }).click();
    await nameFolder(page, lang, 'mediaLibrary.dialog.newTitle', first, 'mediaLibrary.dialog.create');
    await row(page, first).waitFor();
    assert.equal((folderNamed(first)?.parent as Row | undefined)?.id, marketing.id, 'created inside Marketing');

    const renamed = `${first} renamed`;
    await rowAction(page, lang, first, 'mediaLibrary.actions.rename');
    await nameFolder(page, lang, 'mediaLibrary.dialog.renameTitle', renamed, 'common.actions.save');
    await row(page, renamed).waitFor();
    const folder = folderNamed(renamed)!;

    await row(page, renamed).click();
    await atFolder(page, folder.id);
    await page.getByText(text(lang, 'mediaLibrary.emptyDrop')).waitFor();

    // Three files at once: the image and the audio are stored, the text file is refused for its type.
    await page.locator('input[type=file]').setInputFiles([
      { name: 'journey-poster.png', mimeType: 'image/png', buffer: PNG },
      { name: 'journey-theme.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3 journey audio') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a media file') },
    ]);
    const refused = page.getByRole('alert').filter({ hasText: message(lang, 'mediaLibrary.uploads.failed', { name: 'notes.txt' }) });
    await refused.getByText(message(lang, 'upload.type', { type: 'text/plain' })).waitFor();
    await row(page, 'journey-poster.png').waitFor();
    // Each with its type and size, a small one in whole bytes.
    await row(page, 'journey-theme.mp3').getByText('audio/mpeg · 17 bytes').waitFor();
    const stored = () => folderNamed(renamed)?.files.map((file) => file.name).sort() ?? [];
    await dbUntil('MediaCategory', () => stored().includes('journey-poster.png') && stored().includes('journey-theme.mp3'), 'the image and the audio are in the folder');
    assert.deepEqual(stored(), ['journey-poster.png', 'journey-theme.mp3'], 'only the accepted files were stored');
    const uploads = page.getByRole('region', { name: text(lang, 'mediaLibrary.uploads.title') });
    assert.equal(await uploads.getByRole('alert').count(), 1, 'only the refused file reports an error');
    await screenshot(page, 'mediacategory-upload-en-light');
    await page.getByRole('button', { name: message(lang, 'mediaLibrary.uploads.dismiss', { name: 'notes.txt' }) }).click();
    await refused.waitFor({ state: 'detached' });

    // Opening a file previews it.
    await row(page, 'journey-poster.png').click();
    const preview = page.getByRole('dialog', { name: 'journey-poster.png' });
    const image = preview.getByRole('img', { name: message(lang, 'widgets.upload.preview', { title: 'journey-poster.png' }) });
    await until(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth === 64), 'the image is shown');
    await screenshot(page, 'mediacategory-preview-en-light');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // Back returns to the parent folder, where the folder is deleted after the confirm.
    await page.goBack();
    await atFolder(page, marketing.id);
    await rowAction(page, lang, renamed, 'mediaLibrary.actions.delete');
    const confirm = page.getByRole('alertdialog', { name: text(lang, 'mediaLibrary.confirm.deleteFolderTitle') });
    await confirm.getByText(/not empty/).waitFor();
    await confirm.getByRole('button', { name: text(lang, 'common.actions.delete'), exact: true }).click();
    // A toast isolates the name it quotes (its own direction inside the sentence).
    await page.getByText(message(lang, 'mediaLibrary.toast.deleted', { name: `\u2068${renamed}\u2069` })).first().waitFor();
    await row(page, renamed).waitFor({ state: 'detached' });
    assert.equal(folderNamed(renamed), undefined, 'the folder is gone from the server');
  });

  test('a folder that still holds folders is kept: the server refuses and says why (fa)', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/mediacategory/manage' });
    await rowAction(page, lang, 'Images', 'mediaLibrary.actions.delete');
    const confirm = page.getByRole('alertdialog', { name: text(lang, 'mediaLibrary.confirm.deleteFolderTitle') });
    await confirm.getByRole('button', { name: text(lang, 'common.actions.delete'), exact: true }).click();
    // What still uses it: its folders, and media filed under it.
    const images = folderNamed('Images')!;
    const users = db().all('MediaCategory').filter((other) => (other.parent as Row | null)?.id === images.id).length
      + db().all('Media').filter((media) => (media.category as Row | null)?.id === images.id).length;
    await page.getByText(`هنوز ${new Intl.NumberFormat('fa-IR').format(users)} مورد دیگر از آن استفاده می‌کنند`).first().waitFor();
    await row(page, 'Images').waitFor();
    assert.ok(folderNamed('Images'), 'the folder is still there');
  });

  test('search covers the whole tree and the keyboard moves through folders (fa)', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/mediacategory/manage' });
    await row(page, 'Images').waitFor();
    await page.getByRole('searchbox', { name: text(lang, 'mediaLibrary.search') }).fill('Podcasts');
    // Found two levels down, with where it sits.
    const found = row(page, 'Podcasts');
    await found.getByText(message(lang, 'mediaLibrary.inFolder', { path: [text(lang, 'mediaLibrary.root'), 'Images', 'Covers'].join('\u200F / ') })).waitFor();
    await screenshot(page, 'mediacategory-search-fa-light');
    await found.click();
    await atFolder(page, folderNamed('Podcasts')!.id);
    assert.equal(new URL(page.url()).searchParams.get('q'), null, 'opening a result leaves the search');

    // Keyboard: into the list, Enter opens, Backspace goes up.
    const images = folderNamed('Images')!;
    await page.goto(`/mediacategory/manage?folder=${images.id}`);
    await row(page, 'Covers').waitFor();
    await row(page, 'Avatars').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await atFolder(page, folderNamed('Banners')!.id);
    await page.getByRole('row').first().focus();
    await page.keyboard.press('Backspace');
    await atFolder(page, images.id);
  });

  test('files dropped on a folder upload together; one is cancelled while it is sent (en)', async (t) => {
    const lang = 'en';
    const name = `Drops ${unique()}`;
    const target = db().insert('MediaCategory', { name, parent: folderNamed('Marketing'), files: [] });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/mediacategory/manage?folder=${target.id}` });
    await page.getByText(text(lang, 'mediaLibrary.emptyDrop')).waitFor();
    // The audio file's bytes never arrive until it is cancelled.
    await page.route('**/uploads/**', (route) => (route.request().headers()['content-type'] === 'audio/mpeg' ? undefined : route.continue()));
    await page.locator('.file-drop').evaluate((zone, png) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], 'dropped.png', { type: 'image/png' }));
      transfer.items.add(new File(['ID3'], 'slow.mp3', { type: 'audio/mpeg' }));
      for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }, PNG.toString('base64'));
    await row(page, 'dropped.png').waitFor();
    const cancel = page.getByRole('button', { name: message(lang, 'mediaLibrary.uploads.cancel', { name: 'slow.mp3' }) });
    await page.getByRole('progressbar', { name: message(lang, 'mediaLibrary.uploads.uploading', { name: 'slow.mp3' }) }).waitFor();
    await cancel.click();
    await cancel.waitFor({ state: 'detached' });
    assert.equal(await row(page, 'slow.mp3').count(), 0, 'the cancelled file is not in the folder');
    assert.deepEqual(folderNamed(name)!.files.map((file) => file.name), ['dropped.png']);
  });

  for (const [lang, theme] of [['fa', 'dark'], ['en', 'dark'], ['fa', 'light']] as const) {
    test(`the folder browser (${lang}, ${theme})`, async (t) => {
      const covers = folderNamed('Covers')!;
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: `/mediacategory/manage?folder=${covers.id}` });
      await row(page, 'Serials').waitFor();
      await screenshot(page, `mediacategory-${lang}-${theme}`);
    });
  }
});

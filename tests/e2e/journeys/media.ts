import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { choose, db, dbUntil, insertCopy, message, pick, rowNamed, search, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const textbox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('textbox', { name: text(lang, id), exact: true });
const combobox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('combobox', { name: text(lang, id), exact: true });
/** For the presses that open a whole form, which take seconds on a busy machine. */
const SLOW = 30_000;
const savedToast = (page: Page, lang: Lang) => page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
const ref = (row: Row, key: string) => row[key] as Row | null;
/** Exactly this option: a picker also lists its current choice, which a looser name could match first. */
const exactly = (name: unknown) => new RegExp(`^${String(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A season of the seed and its serial, for the episode fields. */
function seededEpisodeParents() {
  const season = db().all('Season').find((row) => ref(row, 'serial'))!;
  return { season, serial: ref(season, 'serial')! };
}

/** Uploads a file through the upload field labelled `label` and waits until it is stored. */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.locator('input[type="file"]').setInputFiles(file);
  await until(async () => (await group.locator('img, video, audio, a[href]').count()) > 0, `${label} shows the uploaded file`);
  // Its picture changes the form's height once decoded; a list opened below before that would be
  // closed by the scroll that keeps the page in place.
  await until(() => group.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)), `${label} has drawn its picture`);
}

/** A PNG drawn by the browser, for the cover. */
async function coverPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0f766e';
    g.fillRect(0, 0, 320, 180);
    g.fillStyle = '#fde68a';
    g.fillRect(40, 40, 240, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Fills the clip at `index` (1-based) of the repeater. */
async function fillClip(page: Page, lang: Lang, index: number, title: string, start: string, end: string) {
  const item = page.getByRole('group', { name: message(lang, 'fields.list.item', { name: text(lang, 'media.fields.clips'), index }), exact: true });
  await textbox(item, lang, 'media.clips.title').fill(title);
  await textbox(item, lang, 'media.clips.start').fill(start);
  await textbox(item, lang, 'media.clips.end').fill(end);
  await textbox(item, lang, 'media.clips.end').press('Tab');
}

describe('media', { concurrency: 2 }, () => {
  test('EDITOR creates an episode with a cover, a video and two clips, finds it by its filters and edits it', async (t) => {
    const lang = 'en';
    // The serial and the season are chosen by hand here (from its season they come preset: below).
    const { serial, season } = seededEpisodeParents();
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/media/new' });
    const title = `Journey media ${unique()}`;
    const english = db().all('Language').find((row) => row.code === 'en')!;
    const accent = db().all('Accent').find((row) => ref(row, 'language')?.id === english.id)!;

    // The rich text editor is a lazy chunk: once it replaced its placeholder the form stops moving.
    await page.getByRole('textbox', { name: text(lang, 'media.fields.description') }).waitFor({ timeout: 30_000 });
    await textbox(page, lang, 'media.fields.title').fill(title);
    const cinema = page.getByRole('radio', { name: text(lang, 'enum.Brand.CINEMA'), exact: true });
    await cinema.click();
    await until(() => cinema.isChecked(), 'Cinema is the brand');
    const preview = page.getByRole('group', { name: text(lang, 'media.fields.preview'), exact: true });
    assert.equal(await preview.getAttribute('data-state'), 'empty', 'a placeholder until there is a file');

    await pick(page, combobox(page, lang, 'media.fields.languageId'), 'English', /^English/);
    // The accents offered are the chosen language's only.
    const accents = combobox(page, lang, 'media.fields.accentId');
    await pick(page, accents, String(accent.title));
    await choose(page, page.getByRole('button', { name: text(lang, 'media.fields.level') }), text(lang, 'enum.Level.B1'));
    await pick(page, combobox(page, lang, 'media.fields.categoryId'), 'Covers');

    await upload(page, text(lang, 'media.fields.coverUrl'), { name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(page) });
    await upload(page, text(lang, 'media.fields.fileUrl'), { name: 'episode.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4096, 1) });
    // The preview turns into a video player with the cover as its poster.
    await until(async () => (await preview.getAttribute('data-state')) === 'video', 'the preview is a video player');
    const video = preview.locator('video');
    assert.match((await video.getAttribute('src')) ?? '', /episode\.mp4$/);
    assert.match((await video.getAttribute('poster')) ?? '', /cover\.png$/);

    await page.getByRole('textbox', { name: text(lang, 'media.fields.durationSeconds') }).fill('95');
    await page.getByRole('switch', { name: text(lang, 'media.fields.isNew'), exact: true }).click();
    await page.getByRole('switch', { name: text(lang, 'media.fields.isFree'), exact: true }).click();

    // The seasons offered are the chosen serial's (another serial clears the season: see the
    // dependent reference component test).
    const seasons = combobox(page, lang, 'media.fields.seasonId');
    await pick(page, combobox(page, lang, 'media.fields.serialId'), String(serial.title), exactly(serial.title));
    await pick(page, seasons, String(season.title), exactly(season.title));
    await page.getByRole('textbox', { name: text(lang, 'media.fields.episodeNumber') }).fill('42');

    const addClip = page.getByRole('button', { name: text(lang, 'media.fields.clips.add') });
    await addClip.click();
    await fillClip(page, lang, 1, 'Opening', '00:05.000', '00:40.500');
    await addClip.click();
    await fillClip(page, lang, 2, 'Interview', '01:00.000', '01:30.000');
    await screenshot(page, 'media-form-en-light-filled');

    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await page.waitForURL('**/media/manage**');
    await dbUntil('Media', (rows) => rows.some((row) => row.title === title), 'the media item is in the db');
    const created = db().all('Media').find((row) => row.title === title)!;
    assert.deepEqual(
      {
        brand: created.brand, kind: created.kind, level: created.level, status: created.status,
        language: ref(created, 'language')?.id, accent: ref(created, 'accent')?.id,
        serial: ref(created, 'serial')?.id, season: ref(created, 'season')?.id, episode: created.episodeNumber,
        duration: created.durationSeconds, isNew: created.isNew, isFree: created.isFree, isPopular: created.isPopular,
        clips: created.clips,
      },
      {
        brand: 'CINEMA', kind: 'VIDEO', level: 'B1', status: 'DRAFT', language: english.id, accent: accent.id,
        serial: serial.id, season: season.id, episode: 42, duration: 95, isNew: true, isFree: true, isPopular: false,
        clips: [{ title: 'Opening', startMs: 5000, endMs: 40500 }, { title: 'Interview', startMs: 60000, endMs: 90000 }],
      },
    );
    assert.match(String(created.coverUrl), /cover\.png$/);
    assert.match(String(created.fileUrl), /episode\.mp4$/);
    assert.equal(ref(created, 'category')?.name, 'Covers');

    // Found by its filters: search, then brand, serial and a flag under "More filters".
    await search(page, lang, title);
    await page.getByRole('search').getByRole('button', { name: text(lang, 'list.filters.more') }).click();
    const filters = page.getByRole('dialog', { name: text(lang, 'list.filters.more') });
    await choose(page, filters.getByRole('button', { name: text(lang, 'media.fields.brand') }), text(lang, 'enum.Brand.CINEMA'));
    await choose(page, filters.getByRole('button', { name: text(lang, 'media.fields.isFree') }), text(lang, 'list.value.yes'));
    await pick(page, filters.getByRole('combobox', { name: text(lang, 'media.fields.serialId') }), String(serial.title));
    await page.waitForURL((url) => url.searchParams.get('serialId') === serial.id && url.searchParams.get('brand') === 'CINEMA');
    await rowNamed(page, title).waitFor();
    // A filter it does not match hides it.
    await choose(page, filters.getByRole('button', { name: text(lang, 'media.fields.kind') }), text(lang, 'enum.MediaKind.AUDIO'));
    await page.getByRole('heading', { name: text(lang, 'list.empty.title') }).waitFor();
    await choose(page, filters.getByRole('button', { name: text(lang, 'media.fields.kind') }), text(lang, 'enum.MediaKind.VIDEO'));
    await rowNamed(page, title).waitFor();
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'detached' });
    await screenshot(page, 'media-manage-en-light-filtered');

    // Edited: the form shows what was saved, including the preview and the clips.
    const editName = message(lang, 'list.actions.editRow', { name: title });
    // Opening a form renders a lot at once: on a busy machine the press alone can take seconds.
    await page.getByRole('link', { name: editName, exact: true }).or(page.getByRole('button', { name: editName, exact: true })).click({ timeout: SLOW });
    await until(() => new URL(page.url()).pathname === `/media/edit/${created.id}`, 'the edit form opens', SLOW);
    await until(async () => (await seasons.inputValue()) === String(season.title), 'the edit form shows the season');
    await until(async () => (await page.getByRole('group', { name: text(lang, 'media.fields.preview') }).getAttribute('data-state')) === 'video', 'the edit form previews the video');
    const secondClip = page.getByRole('group', { name: message(lang, 'fields.list.item', { name: text(lang, 'media.fields.clips'), index: 2 }), exact: true });
    assert.equal(await textbox(secondClip, lang, 'media.clips.title').inputValue(), 'Interview');
    await textbox(page, lang, 'media.fields.title').fill(`${title} (edited)`);
    await page.getByRole('radio', { name: text(lang, 'enum.MediaStatus.PUBLISHED'), exact: true }).click();
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('Media', () => db().get('Media', created.id)?.title === `${title} (edited)`, 'the edit is saved');
    assert.equal(db().get('Media', created.id)?.status, 'PUBLISHED');
    assert.equal((db().get('Media', created.id)?.clips as unknown[]).length, 2);
  });

  test('a new episode opened from its season starts with the serial and season', async (t) => {
    const lang = 'fa';
    const { serial, season } = seededEpisodeParents();
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/media/new?serialId=${serial.id}&seasonId=${season.id}` });
    await until(async () => (await combobox(page, lang, 'media.fields.serialId').inputValue()) === String(serial.title), 'the serial is preset');
    const seasons = combobox(page, lang, 'media.fields.seasonId');
    await until(async () => (await seasons.inputValue()) === String(season.title), 'the season is preset');
    await screenshot(page, 'media-form-fa-light-preset');
  });

  test('EDITOR sees delete disabled on a published item, with the reason', async (t) => {
    const lang = 'fa';
    const title = `رسانه‌ی منتشرشده ${unique()}`;
    insertCopy('Media', { title, status: 'PUBLISHED' });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: 'dark', path: '/media/manage' });
    await search(page, lang, title);
    const row = rowNamed(page, title);
    await row.waitFor();
    const reason = text(lang, 'ability.reason.publishedMedia');
    assert.equal(await row.getByRole('button', { name: message(lang, 'list.actions.deleteRow', { name: title }), exact: true }).count(), 0);
    // Named by what it refuses and why ("… cannot be deleted: <reason>").
    const locked = row.getByRole('button', { name: new RegExp(`${message(lang, 'list.actions.deleteDenied', { name: title })}.*${reason}`) });
    // Hovering shows the tooltip once the page knows a mouse is in use (a click anywhere first).
    await page.getByRole('heading', { level: 1 }).click();
    await locked.hover();
    await page.getByRole('tooltip').filter({ hasText: reason }).waitFor();
    await screenshot(page, 'media-manage-fa-dark-locked');
  });

  test('a WATCH step without a card is refused and keeps what was typed', async (t) => {
    const lang = 'en';
    const title = `Journey step ${unique()}`;
    const media = db().all('Media')[3];
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/mediamodules/new' });
    await textbox(page, lang, 'mediaModule.fields.title').fill(title);
    await pick(page, combobox(page, lang, 'mediaModule.fields.mediaId'), String(media.title));
    await choose(page, page.getByRole('button', { name: text(lang, 'mediaModule.fields.kind') }), text(lang, 'enum.ModuleKind.WATCH'));
    await page.getByRole('textbox', { name: text(lang, 'mediaModule.fields.position') }).fill('3');
    await button(page, lang, 'common.actions.save').click();
    const summary = page.locator('.form-summary');
    await summary.getByText(text(lang, 'validation.cardRequired')).waitFor();
    assert.equal(new URL(page.url()).pathname, '/mediamodules/new');
    assert.equal(await textbox(page, lang, 'mediaModule.fields.title').inputValue(), title);
    assert.equal(await combobox(page, lang, 'mediaModule.fields.mediaId').inputValue(), String(media.title));
    assert.equal(await page.getByRole('textbox', { name: text(lang, 'mediaModule.fields.position') }).inputValue(), '3');
    assert.equal(db().all('MediaModule').some((row) => row.title === title), false);
    await screenshot(page, 'mediamodule-form-en-light-card-required');
  });

  test('a banner is created in the drawer', async (t) => {
    const lang = 'fa';
    const title = `بنر آزمایشی ${unique()}`;
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/banners/manage' });
    await button(page, lang, 'banner.add').click({ timeout: SLOW });
    const drawer = page.getByRole('dialog', { name: text(lang, 'banner.new') });
    await textbox(drawer, lang, 'banner.fields.title').fill(title);
    await upload(page, text(lang, 'banner.fields.imageUrl'), { name: 'banner.png', mimeType: 'image/png', buffer: await coverPng(page) });
    await textbox(drawer, lang, 'banner.fields.linkUrl').fill('https://example.com/nowruz');
    await drawer.getByRole('radio', { name: text(lang, 'enum.BannerPlacement.HOME_MIDDLE'), exact: true }).click();
    await screenshot(page, 'banner-drawer-fa-light');
    await button(drawer, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await drawer.waitFor({ state: 'detached' });
    await dbUntil('Banner', (rows) => rows.some((row) => row.title === title), 'the banner is in the db');
    const created = db().all('Banner').find((row) => row.title === title)!;
    assert.deepEqual(
      { placement: created.placement, linkUrl: created.linkUrl, isActive: created.isActive },
      { placement: 'HOME_MIDDLE', linkUrl: 'https://example.com/nowruz', isActive: true },
    );
    assert.match(String(created.imageUrl), /banner\.png$/);
    await search(page, lang, title);
    await rowNamed(page, title).waitFor();
  });
});

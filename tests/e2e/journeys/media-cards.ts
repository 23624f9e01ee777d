import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { languageName, openApp, screenshot, text, until } from '../support';
import { choose, db, dbUntil, insertCopy, message, pick, rowNamed, search, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/** Opening a whole form can take seconds on a busy machine. */
const SLOW = 30_000;
const DAY = 86_400_000;
const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const textbox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('textbox', { name: text(lang, id), exact: true });
const savedToast = (page: Page, lang: Lang) => page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
const ids = (rows: unknown) => (rows as Row[]).map((row) => row.id);

/** A PNG drawn by the browser, for image uploads. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#7c3aed';
    g.fillRect(0, 0, 320, 180);
    g.fillStyle = '#fef3c7';
    g.beginPath();
    g.arc(160, 90, 50, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

describe('media cards, tube and banners', { concurrency: 2 }, () => {
  test('EDITOR reorders a media card’s media from the keyboard and saves that order', async (t) => {
    const lang = 'en';
    // Three published items with titles of their own, so each line is told apart by its text.
    const seen = new Set<string>();
    const [first, second, third] = db().all('Media').filter((row) => !seen.has(String(row.title)) && seen.add(String(row.title))).slice(0, 3);
    const card = insertCopy('MediaCard', { title: `Journey card ${unique()}`, media: [first, second, third] });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/mediacards/edit/${card.id}` });

    const name = text(lang, 'mediaCard.fields.mediaIds');
    const list = page.getByRole('group', { name, exact: true });
    const shown = () => list.locator('ol.ordered-list__items > li .ordered-list__text').allInnerTexts();
    const up = (index: number) => list.getByRole('button', { name: message(lang, 'fields.list.moveUp', { name, index }), exact: true });
    await until(async () => (await shown()).length === 3, 'the card lists its three media', SLOW);
    assert.deepEqual(await shown(), [first, second, third].map((row) => String(row.title)));

    // The third one up twice, from the keyboard: focus follows the moved line, so Enter moves it again.
    await up(3).focus();
    await page.keyboard.press('Enter');
    await until(async () => (await shown())[1] === String(third.title), 'the third item moved to second');
    assert.equal(await up(2).evaluate((node) => node === document.activeElement), true, 'focus moved with the line');
    await page.keyboard.press('Enter');
    await until(async () => (await shown())[0] === String(third.title), 'the third item moved to first');
    // Where it went is said aloud, not only shown.
    await list.getByText(message(lang, 'fields.list.moved', { name, index: 1, count: 3 })).waitFor();
    await screenshot(page, 'mediacard-form-en-light-reordered');

    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('MediaCard', () => ids(db().get('MediaCard', card.id)?.media)[0] === third.id, 'the card is saved in its new order');
    assert.deepEqual(ids(db().get('MediaCard', card.id)?.media), [third.id, first.id, second.id]);
  });

  test('EDITOR adds a Tube video with tags and an uploaded thumbnail', async (t) => {
    const lang = 'fa';
    const title = `ویدیوی کوتاه ${unique()}`;
    const language = db().all('Language').find((row) => row.code === 'en')!;
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/tube/new' });
    await textbox(page, lang, 'tube.fields.title').waitFor({ timeout: SLOW });
    await textbox(page, lang, 'tube.fields.title').fill(title);
    // The video by its address (the upload widget's "or paste a link"); uploading is the widgets journey's.
    const video = page.getByRole('group', { name: text(lang, 'tube.fields.videoUrl'), exact: true });
    await textbox(video, lang, 'widgets.upload.link').fill('https://video.example.com/tube/greetings.mp4');

    const thumbnail = page.getByRole('group', { name: text(lang, 'tube.fields.thumbnailUrl'), exact: true });
    await thumbnail.locator('input[type="file"]').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: await drawPng(page) });
    await thumbnail.locator('img').waitFor();

    await pick(page, page.getByRole('combobox', { name: text(lang, 'tube.fields.languageId'), exact: true }), languageName(lang, String(language.code)));
    await page.getByRole('textbox', { name: text(lang, 'tube.fields.durationSeconds') }).fill('75');

    // Tags: a line per tag, added with the list's own button.
    const tags = text(lang, 'tube.fields.tags');
    const addTag = page.getByRole('button', { name: text(lang, 'tube.fields.tags.add'), exact: true });
    const tag = (index: number) => page.getByRole('textbox', { name: message(lang, 'fields.list.item', { name: tags, index }), exact: true });
    await addTag.click();
    await tag(1).fill('احوالپرسی');
    await addTag.click();
    await tag(2).fill('beginner');
    await page.getByRole('switch', { name: text(lang, 'tube.fields.isFree'), exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tube-form-fa-light-filled');

    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('Tube', (rows) => rows.some((row) => row.title === title), 'the video is in the db');
    const created = db().all('Tube').find((row) => row.title === title)!;
    assert.deepEqual(
      { tags: created.tags, language: (created.language as Row | null)?.id, duration: created.durationSeconds, isFree: created.isFree, isNew: created.isNew, video: created.videoUrl },
      { tags: ['احوالپرسی', 'beginner'], language: language.id, duration: 75, isFree: true, isNew: false, video: 'https://video.example.com/tube/greetings.mp4' },
    );
    assert.match(String(created.thumbnailUrl), /thumb\.png$/);
  });

  test('the banner list says which banners run now, in both languages', async (t) => {
    const tag = `Journey schedule ${unique()}`;
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const banners = {
      running: { startsAt: at(-2), endsAt: at(5), isActive: true },
      scheduled: { startsAt: at(3), endsAt: at(9), isActive: true },
      ended: { startsAt: at(-20), endsAt: at(-1), isActive: true },
      inactive: { startsAt: at(-2), endsAt: at(5), isActive: false },
    };
    for (const [state, schedule] of Object.entries(banners)) insertCopy('Banner', { title: `${tag} ${state}`, ...schedule });

    for (const [lang, theme] of [['en', 'dark'], ['fa', 'light']] as const) {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: '/banners/manage' });
      await search(page, lang, tag);
      for (const state of Object.keys(banners)) {
        const row = rowNamed(page, `${tag} ${state}`);
        await row.getByText(text(lang, `banner.runState.${state}`), { exact: true }).waitFor();
      }
      await page.getByRole('columnheader', { name: text(lang, 'banner.columns.runState') }).waitFor();
      await screenshot(page, `banner-manage-${lang}-${theme}-run-state`);
    }
  });

  test('a link naming another serial’s season is refused by the server on the season, keeping what was typed', async (t) => {
    const lang = 'en';
    const title = `Journey stray episode ${unique()}`;
    const seasons = db().all('Season').filter((season) => season.serial);
    const serial = seasons[0].serial as Row;
    const stray = seasons.find((season) => (season.serial as Row).id !== serial.id)!;
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/media/new?serialId=${serial.id}&seasonId=${stray.id}` });
    const season = page.getByRole('combobox', { name: text(lang, 'media.fields.seasonId'), exact: true });
    await until(async () => (await season.inputValue()) === String(stray.title), 'the season of the link is preset', SLOW);
    const serialBox = page.getByRole('combobox', { name: text(lang, 'media.fields.serialId'), exact: true });
    await until(async () => (await serialBox.inputValue()) === String(serial.title), 'the serial of the link is preset');
    // The rich text editor is a lazy chunk: once it replaced its placeholder the form stops moving.
    await page.getByRole('textbox', { name: text(lang, 'media.fields.description') }).waitFor({ timeout: SLOW });
    await textbox(page, lang, 'media.fields.title').fill(title);
    await pick(page, page.getByRole('combobox', { name: text(lang, 'media.fields.languageId'), exact: true }), languageName(lang, 'en'), languageName(lang, 'en'));
    await choose(page, page.getByRole('button', { name: text(lang, 'media.fields.level') }), text(lang, 'enum.Level.A2'));
    await page.getByRole('textbox', { name: text(lang, 'media.fields.durationSeconds') }).fill('60');
    const episode = page.getByRole('textbox', { name: text(lang, 'media.fields.episodeNumber') });
    await episode.fill('2');
    // A number is taken when the field is left.
    await episode.press('Tab');
    await button(page, lang, 'common.actions.save').click();

    // The server's reason shows on the season, in the viewer's language; nothing is stored or lost.
    await page.getByText(text(lang, 'media.errors.seasonOfSerial')).first().waitFor({ timeout: SLOW }).catch(async (error: unknown) => {
      await screenshot(page, 'media-form-en-light-stray-season-failed');
      throw error;
    });
    assert.equal(await season.getAttribute('aria-invalid'), 'true', 'the season field is marked invalid');
    assert.equal(new URL(page.url()).pathname, '/media/new');
    assert.equal(await textbox(page, lang, 'media.fields.title').inputValue(), title);
    assert.equal(db().all('Media').some((row) => row.title === title), false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'media-form-en-light-stray-season');
  });

  test('the media form plays its file once, in the preview', async (t) => {
    const lang = 'fa';
    const media = insertCopy('Media', { title: `رسانه با فایل ${unique()}`, kind: 'VIDEO', status: 'DRAFT', fileUrl: 'https://cdn.example.com/media/clip.mp4' });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: 'dark', path: `/media/edit/${media.id}` });
    const preview = page.getByRole('group', { name: text(lang, 'media.fields.preview'), exact: true });
    await until(async () => (await preview.getAttribute('data-state')) === 'video', 'the preview plays the video', SLOW);
    const file = page.getByRole('group', { name: text(lang, 'media.fields.fileUrl'), exact: true });
    await file.getByRole('link', { name: 'clip.mp4' }).waitFor();
    assert.equal(await file.locator('video, audio').count(), 0, 'the file field has no player of its own');
    assert.equal(await page.locator('video').count(), 1, 'one player on the form');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'media-form-fa-dark-one-player');
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { choose, db, dbUntil, message, pick, unique } from '../support/entities';

type Lang = 'fa' | 'en';

const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const textbox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('textbox', { name: text(lang, id), exact: true });
const savedToast = (page: Page, lang: Lang) => page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
/** The combobox of a reference field shows the chosen row's label once its name has loaded. */
const showsLabel = (combobox: Locator, label: string, what: string) => until(async () => (await combobox.inputValue()) === label, what);

describe('serials and seasons through the serials navigation', { concurrency: 2 }, () => {
  test('EDITOR creates a serial, adds a season from it, and adds an episode from the season (en)', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/serials/new' });
    const title = `Journey serial ${unique()}`;
    await textbox(page, lang, 'serial.fields.title').fill(title);
    await pick(page, page.getByRole('combobox', { name: text(lang, 'serial.fields.languageId') }), 'German', /^German/);
    await page.getByRole('radio', { name: text(lang, 'enum.Brand.CINEMA'), exact: true }).click();
    await page.getByRole('switch', { name: text(lang, 'serial.fields.isNew'), exact: true }).click();
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await page.waitForURL((url) => url.pathname === '/serials/manage');
    await dbUntil('Serial', (rows) => rows.some((row) => row.title === title), 'the serial is in the db');
    const serial = db().all('Serial').find((row) => row.title === title)!;
    assert.deepEqual(
      { brand: serial.brand, language: (serial.language as { code: string }).code, isNew: serial.isNew, isFree: serial.isFree },
      { brand: 'CINEMA', language: 'de', isNew: true, isFree: false },
    );

    // The serial's edit screen lists its seasons (none yet) and adds one tied to it.
    await page.goto(`/serials/edit/${serial.id}`);
    const seasons = page.getByRole('region', { name: text(lang, 'serial.panels.seasons') });
    await seasons.getByText(text(lang, 'serial.panels.noSeasons')).waitFor();
    await seasons.getByRole('link', { name: text(lang, 'serial.panels.addSeason') }).click();
    await page.waitForURL((url) => url.pathname === '/seasons/new' && url.searchParams.get('serialId') === serial.id);
    await showsLabel(page.getByRole('combobox', { name: text(lang, 'season.fields.serialId') }), title, 'the season form starts with the serial');
    const seasonTitle = `Journey season ${unique()}`;
    await page.getByRole('textbox', { name: text(lang, 'season.fields.number') }).fill('1');
    await textbox(page, lang, 'season.fields.title').fill(seasonTitle);
    await textbox(page, lang, 'season.fields.description').fill('The first season.');
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    // Back on the serial it was added from, which lists it.
    await page.waitForURL((url) => url.pathname === `/serials/edit/${serial.id}`);
    await dbUntil('Season', (rows) => rows.some((row) => row.title === seasonTitle), 'the season is in the db');
    const season = db().all('Season').find((row) => row.title === seasonTitle)!;
    assert.equal((season.serial as { id: string }).id, serial.id);
    assert.equal(season.number, 1);

    // The season lists its episodes (none) and adds one with serial and season preset.
    const seasonLink = seasons.getByRole('link', { name: seasonTitle, exact: true });
    await seasonLink.click();
    await page.waitForURL((url) => url.pathname === `/seasons/edit/${season.id}`);
    const episodes = page.getByRole('region', { name: text(lang, 'season.panels.episodes') });
    await episodes.getByText(text(lang, 'season.panels.noEpisodes')).waitFor();
    await screenshot(page, 'season-edit-en-light');
    await episodes.getByRole('link', { name: text(lang, 'season.panels.addEpisode') }).click();
    await page.waitForURL(
      (url) => url.pathname === '/media/new' && url.searchParams.get('serialId') === serial.id && url.searchParams.get('seasonId') === season.id,
    );
    await showsLabel(page.getByRole('combobox', { name: text(lang, 'media.fields.serialId') }), title, 'the media form starts with the serial');
    await showsLabel(page.getByRole('combobox', { name: text(lang, 'media.fields.seasonId') }), seasonTitle, 'the media form starts with the season');

    // The episode is saved with the media form's required fields and then listed under its season.
    const episodeTitle = `Journey episode ${unique()}`;
    // The rich text editor is a lazy chunk: once it replaced its placeholder the form stops moving.
    await page.getByRole('textbox', { name: text(lang, 'media.fields.description') }).waitFor({ timeout: 30_000 });
    await textbox(page, lang, 'media.fields.title').fill(episodeTitle);
    await pick(page, page.getByRole('combobox', { name: text(lang, 'media.fields.languageId'), exact: true }), 'German', /^German/);
    await choose(page, page.getByRole('button', { name: text(lang, 'media.fields.level') }), text(lang, 'enum.Level.A2'));
    await page.getByRole('textbox', { name: text(lang, 'media.fields.durationSeconds') }).fill('1500');
    await page.getByRole('textbox', { name: text(lang, 'media.fields.episodeNumber') }).fill('1');
    // Save is pressed straight from the number field: the form takes the number before it saves.
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    // Back on the season it was added from.
    await page.waitForURL((url) => url.pathname === `/seasons/edit/${season.id}`);
    await dbUntil('Media', (rows) => rows.some((row) => row.title === episodeTitle), 'the episode is in the db');
    const episode = db().all('Media').find((row) => row.title === episodeTitle)!;
    assert.deepEqual(
      { serial: (episode.serial as { id: string }).id, season: (episode.season as { id: string }).id, number: episode.episodeNumber, status: episode.status },
      { serial: serial.id, season: season.id, number: 1, status: 'DRAFT' },
    );

    const episodeLink = episodes.getByRole('link', { name: episodeTitle, exact: true });
    await episodeLink.waitFor();
    assert.equal(await episodes.getByText(text(lang, 'season.panels.noEpisodes')).count(), 0, 'the season no longer says it has none');
    assert.equal(await episodeLink.getAttribute('href'), `/media/edit/${episode.id}`);
  });

  test('a season form opened without its serial says how to get there and cannot save (fa)', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/seasons/new' });
    await page.getByRole('heading', { name: text(lang, 'validation.useNavigation') }).waitFor();
    assert.equal(await button(page, lang, 'common.actions.save').count(), 0, 'no Save button');
    assert.equal(await textbox(page, lang, 'season.fields.title').count(), 0, 'no form to fill in');
    await screenshot(page, 'season-new-without-serial-fa-light');
    await page.getByRole('button', { name: message(lang, 'form.navigationRequired.goTo', { section: text(lang, 'nav.entities.serials') }) }).click();
    await page.waitForURL((url) => url.pathname === '/serials/manage');
  });

  for (const [lang, theme] of [['fa', 'dark'], ['en', 'dark'], ['fa', 'light']] as const) {
    test(`a serial's edit screen with its seasons (${lang}, ${theme})`, async (t) => {
      const serial = db().all('Serial').find((row) => db().all('Season').some((season) => (season.serial as { id: string }).id === row.id))!;
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: `/serials/edit/${serial.id}` });
      const seasons = page.getByRole('region', { name: text(lang, 'serial.panels.seasons') });
      await seasons.getByRole('grid').getByRole('rowheader').first().waitFor();
      await showsLabel(textbox(page, lang, 'serial.fields.title'), String(serial.title), 'the form shows the serial');
      await screenshot(page, `serial-edit-${lang}-${theme}`);
    });
  }
});

import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { settled } from '../support/a11y';
import { clickAtRest, db, grid, message, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/** Opening a whole form (its lazy widgets included) can take seconds on a busy machine. */
const SLOW = 30_000;

/** A screen of the media family: where it is and what shows that its content is there. */
interface Screen {
  name: string;
  path: () => string;
  ready: (page: Page, lang: Lang) => Promise<unknown>;
}

/** A seeded row of `type`, found when the test runs (the stack's db exists only then). */
const seeded = (type: string, where: (row: Row) => unknown = () => true): Row => db().all(type).find(where)!;
const titleOf = (type: string, where?: (row: Row) => unknown) => String(seeded(type, where).title);

/** The manage screen's table shows its first row. */
const rows = (segment: string) => (page: Page, lang: Lang) => grid(page, lang, segment).getByRole('rowheader').first().waitFor({ timeout: SLOW });

/** An edit form shows the row's title in its title field. */
const editing = (field: string, title: () => string) => (page: Page, lang: Lang) =>
  until(async () => (await page.getByRole('textbox', { name: text(lang, field), exact: true }).inputValue()) === title(), `the form shows "${title()}"`, SLOW);

/** Media with a season: an episode, whose form shows the serial and season too. */
const episode = (row: Row) => row.season;
const seasonWithEpisodes = (row: Row) => db().all('Media').some((media) => (media.season as Row | null)?.id === row.id);

const SCREENS: Screen[] = [
  { name: 'media-manage', path: () => '/media/manage', ready: rows('media') },
  {
    name: 'media-new',
    path: () => '/media/new',
    // The rich text editor is the form's last lazy chunk.
    ready: (page, lang) => page.getByRole('textbox', { name: text(lang, 'media.fields.description') }).waitFor({ timeout: SLOW }),
  },
  {
    name: 'media-edit',
    path: () => `/media/edit/${seeded('Media', episode).id}`,
    ready: async (page, lang) => {
      await page.getByRole('textbox', { name: text(lang, 'media.fields.description') }).waitFor({ timeout: SLOW });
      await editing('media.fields.title', () => titleOf('Media', episode))(page, lang);
      const season = String((seeded('Media', episode).season as Row).title);
      await until(async () => (await page.getByRole('combobox', { name: text(lang, 'media.fields.seasonId'), exact: true }).inputValue()) === season, 'the season is shown');
    },
  },
  { name: 'mediacards-manage', path: () => '/mediacards/manage', ready: rows('mediacards') },
  { name: 'mediacards-edit', path: () => `/mediacards/edit/${seeded('MediaCard').id}`, ready: editing('mediaCard.fields.title', () => titleOf('MediaCard')) },
  { name: 'mediamodules-manage', path: () => '/mediamodules/manage', ready: rows('mediamodules') },
  { name: 'mediamodules-edit', path: () => `/mediamodules/edit/${seeded('MediaModule').id}`, ready: editing('mediaModule.fields.title', () => titleOf('MediaModule')) },
  { name: 'serials-manage', path: () => '/serials/manage', ready: rows('serials') },
  { name: 'seasons-manage', path: () => '/seasons/manage', ready: rows('seasons') },
  {
    name: 'season-edit',
    path: () => `/seasons/edit/${seeded('Season', seasonWithEpisodes).id}`,
    ready: async (page, lang) => {
      await editing('season.fields.title', () => titleOf('Season', seasonWithEpisodes))(page, lang);
      await page.getByRole('region', { name: text(lang, 'season.panels.episodes') }).getByRole('grid').getByRole('rowheader').first().waitFor();
    },
  },
  {
    name: 'season-new-without-serial',
    path: () => '/seasons/new',
    ready: (page, lang) => page.getByRole('heading', { name: text(lang, 'validation.useNavigation') }).waitFor({ timeout: SLOW }),
  },
  { name: 'tube-manage', path: () => '/tube/manage', ready: rows('tube') },
  { name: 'tube-edit', path: () => `/tube/edit/${seeded('Tube').id}`, ready: editing('tube.fields.title', () => titleOf('Tube')) },
  { name: 'banners-manage', path: () => '/banners/manage', ready: rows('banners') },
  {
    name: 'banners-drawer',
    path: () => '/banners/manage',
    // The first listed banner, edited in its drawer over the list.
    ready: async (page, lang) => {
      const table = grid(page, lang, 'banners');
      const first = table.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
      await first.waitFor({ timeout: SLOW });
      const title = (await first.getByRole('rowheader').innerText()).trim();
      const edit = message(lang, 'list.actions.editRow', { name: title });
      // Banners may share a title: this row's own edit action.
      await clickAtRest(first.getByRole('link', { name: edit, exact: true }).or(first.getByRole('button', { name: edit, exact: true })));
      const drawer = page.getByRole('dialog');
      await until(async () => (await drawer.getByRole('textbox', { name: text(lang, 'banner.fields.title'), exact: true }).inputValue()) === title, 'the drawer shows the banner', SLOW);
    },
  },
];

describe('media family screens as EDITOR, to look at', { concurrency: 2 }, () => {
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    for (const screen of SCREENS) {
      test(`${screen.name} (${lang}, ${theme})`, async (t) => {
        const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: screen.path() });
        await screen.ready(page, lang);
        // Nothing still loading or sliding in the picture.
        await settled(page);
        await screenshot(page, `screens-${screen.name}-${lang}-${theme}`);
      });
    }
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until, waitForDashboard } from '../support';
import { db, dbUntil, insertCopy, unique, type Row } from '../support/entities';
import { activeElement, CountedKeys, hasFocus, withinBudget } from '../support/keys';

type Lang = 'fa' | 'en';

/*
 * The keyboard tasks, each from the dashboard, counted key by key in both languages:
 * SUPPORT suspends a learner (≤ 25), MODERATOR resolves the oldest open report by Tab alone, no
 * shortcut known (≤ 15), EDITOR adds an episode to a season (≤ 45), FINANCE drafts an invoice for
 * a user (≤ 40). Each takes the way a keyboard user would: the palette (Ctrl+K, a few letters or a
 * name, Enter runs the top result), the focus on the new screen's heading, Tab from field to field
 * in the form's order (read-only values are no stops, a date is one), a combobox's only match
 * picked with Enter, Enter on a list row, arrows in radio groups, Ctrl+S.
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });
const onHeading = async (page: Page, name: string | RegExp) => {
  await until(() => hasFocus(heading(page, name)), `the focus is on the "${String(name)}" heading`).catch(async (error: Error) => {
    throw new Error(`${error.message}; it is on ${await activeElement(page)}`);
  });
};
const palette = (page: Page, lang: Lang) => page.getByRole('combobox', { name: text(lang, 'shell.search.label') });

/** Waits until the palette highlights an option named `name` as its top result (Enter runs it). */
async function topResult(page: Page, lang: Lang, name: string | RegExp): Promise<void> {
  const box = palette(page, lang);
  const option = page.getByRole('listbox').getByRole('option', { name }).first();
  await until(async () => (await box.getAttribute('aria-activedescendant')) === (await option.getAttribute('id').catch(() => null)), `"${String(name)}" is the palette's top result`);
}

/** Waits for the saved row; if the form refused, says what it said. */
async function savedAs(page: Page, type: string, probe: (rows: Row[]) => boolean, what: string): Promise<void> {
  await dbUntil(type, probe, what).catch(async (error: Error) => {
    const summary = await until(() => page.locator('.form-summary li').allTextContents().then((items) => items.length > 0 && items.join('; ')), 'the form lists its problems', 5_000).catch(() => 'no error summary');
    await screenshot(page, `keyboard-tasks-refused-${type}`);
    throw new Error(`${error.message}; the form says: ${summary}; the focus is on ${await activeElement(page)}`);
  });
}

/**
 * In the focused combobox named `label`: types `typed`, waits until it offers one option, and
 * picks it with Enter alone (the only match is highlighted), as the issue asks.
 */
async function pickOnly(page: Page, keys: CountedKeys, label: string, typed: string): Promise<string> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  assert.ok(await hasFocus(field), `${label} has the focus; it is on ${await activeElement(page)}`);
  await keys.type(typed);
  const offered = page.getByRole('listbox').getByRole('option');
  // While the search runs, the list's "Loading…" is one option too: the one wanted has an id the field points to.
  const highlighted = async () => {
    const id = await offered.getAttribute('id');
    return id !== null && (await field.getAttribute('aria-activedescendant')) === id;
  };
  await until(async () => (await offered.count()) === 1 && (await highlighted()), `one option for "${typed}", highlighted`);
  const only = (await offered.innerText()).trim();
  await keys.press('Enter');
  await until(async () => (await field.inputValue()) === only, `${only} is chosen`);
  return only;
}

describe('keyboard tasks, counted key by key', () => {
  for (const lang of ['fa', 'en'] as const) {
    test(`SUPPORT suspends a learner from the dashboard in at most 25 keys (${lang})`, async (t) => {
      // A learner of the journey's own, found by a distinctive part of the name, as staff type a surname.
      const token = unique();
      const learner = insertCopy('User', { fullName: `Roya ${token}`, email: `roya.${token}@example.com`, role: 'LEARNER', status: 'ACTIVE' });
      const { page } = await openApp(t, { role: 'SUPPORT', language: lang, path: '/' });
      await waitForDashboard(page);
      const keys = new CountedKeys(page, t);

      // The palette finds the learner by name; Enter opens their profile.
      await keys.press('Control+k');
      await palette(page, lang).waitFor();
      await keys.type(token);
      await topResult(page, lang, new RegExp(`Roya ${token}`));
      await keys.press('Enter');
      // The profile's heading: the name (and the country's flag).
      await onHeading(page, new RegExp(`^Roya ${token}`));
      // From the profile's heading to its Edit link, then the form.
      await keys.tabTo(page.getByRole('link', { name: text(lang, 'user.edit') }), 'Edit');
      await keys.press('Enter');
      await onHeading(page, text(lang, 'user.edit'));
      // The status radios: the focus lands on the checked one (Active); ↓ moves to Suspended.
      await keys.tabTo(page.getByRole('radiogroup', { name: text(lang, 'user.fields.status') }), 'the status');
      await keys.press('ArrowDown');
      await until(() => page.getByRole('radio', { name: text(lang, 'enum.UserStatus.SUSPENDED'), exact: true }).isChecked(), 'Suspended is checked');
      await keys.press('Control+s');
      await savedAs(page, 'User', () => db().get('User', learner.id)?.status === 'SUSPENDED', 'the learner is suspended');
      withinBudget(keys, 25, `SUPPORT suspends a learner (${lang})`);
    });

    test(`MODERATOR resolves the oldest open report by Tab alone in at most 15 keys (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: '/' });
      await waitForDashboard(page);
      // The queue opens on open reports, oldest first (the abuse declaration): a report of the
      // journey's own, a day older than any other, is the one to resolve.
      const first = db().all('Abuse').map((row) => String(row.createdAt)).sort()[0];
      const oldest = insertCopy('Abuse', { status: 'OPEN', handledBy: null, handledAt: null, createdAt: new Date(Date.parse(first) - 86_400_000).toISOString() });
      const keys = new CountedKeys(page, t);

      // No shortcut: the skip link (the first Tab stop) to the page, Tab to the dashboard's "Open
      // abuse reports" tile, Enter opens the queue on them, oldest first. Tab passes the list's
      // tools (one toolbar), the search and the two filters in the bar ("Clear all" is not there:
      // the queue is as it opens) to the first row; End reaches its actions (the first of them,
      // Review), the arrow the next one, Resolve; Enter.
      await keys.tabTo(page.getByRole('link', { name: text(lang, 'shell.skipToContent') }), 'the skip link');
      await keys.press('Enter');
      await keys.tabTo(page.locator('main a[href="/abuses/manage?status=OPEN"]').first(), 'the open reports on the dashboard');
      await keys.press('Enter');
      await onHeading(page, text(lang, 'nav.entities.abuses'));
      const grid = page.getByRole('grid', { name: text(lang, 'nav.entities.abuses') });
      const firstRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
      await until(async () => (await firstRow.getAttribute('data-key')) === oldest.id, 'the oldest report is the first row');
      await keys.tabTo(firstRow.getByRole('rowheader'), 'the oldest report');
      await keys.press('End');
      const resolve = firstRow.getByRole('button', { name: new RegExp(`^${text(lang, 'moderation.actions.resolve')} `) });
      await keys.press(lang === 'fa' ? 'ArrowLeft' : 'ArrowRight');
      assert.ok(await hasFocus(resolve), `the arrow reaches Resolve; the focus is on ${await activeElement(page)}`);
      await keys.press('Enter');
      await dbUntil('Abuse', () => db().get('Abuse', oldest.id)?.status === 'RESOLVED', 'the report is resolved');
      // Resolved, the report leaves the queue and the focus stays in the grid, on the next row's Resolve.
      await until(async () => (await grid.evaluate((node) => node.contains(document.activeElement))), 'the focus stays in the grid');
      withinBudget(keys, 15, `MODERATOR resolves the oldest open report by Tab alone (${lang})`);
    });

    test(`EDITOR adds an episode to a season in at most 45 keys (${lang})`, async (t) => {
      // A season of the journey's own (of a seeded serial), found by its distinctive name.
      const token = unique();
      const season = insertCopy('Season', { title: `Season ${token}` });
      const serial = season.serial as Row;
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/' });
      await waitForDashboard(page);
      const keys = new CountedKeys(page, t);

      // The palette finds the season; Enter opens it.
      await keys.press('Control+k');
      await palette(page, lang).waitFor();
      await keys.type(token);
      await topResult(page, lang, new RegExp(`Season ${token}`));
      await keys.press('Enter');
      await onHeading(page, text(lang, 'season.edit'));
      // Its episodes are listed under its form; "Add episode" opens the media form with the serial and season chosen.
      const episodes = page.getByRole('region', { name: text(lang, 'season.panels.episodes') });
      await keys.tabTo(episodes.getByRole('link', { name: text(lang, 'season.panels.addEpisode') }), 'Add episode');
      await keys.press('Enter');
      await onHeading(page, text(lang, 'media.new'));
      const title = 'Pilot';
      await keys.tabTo(page.getByRole('textbox', { name: text(lang, 'media.fields.title'), exact: true }), 'the title');
      await keys.type(title);
      // The form's order: title, language, level, then the episode's serial, season (both chosen
      // by the link), number and length side by side.
      await keys.press('Tab');
      await pickOnly(page, keys, text(lang, 'media.fields.languageId'), lang === 'fa' ? 'انگ' : 'Eng');
      await keys.press('Tab');
      const level = page.getByRole('button', { name: new RegExp(text(lang, 'media.fields.level')) });
      assert.ok(await hasFocus(level), `the level follows the language; the focus is on ${await activeElement(page)}`);
      // The level picker selects by its first letter.
      await keys.type('a');
      await until(async () => (await level.innerText()).includes('A1'), 'A1 is the level');
      await keys.tabTo(page.getByRole('textbox', { name: text(lang, 'media.fields.episodeNumber'), exact: true }), 'the episode number');
      await keys.type('1');
      await keys.press('Tab');
      await keys.type('24:00');
      await keys.press('Control+s');
      const ofSeason = (row: Row) => (row.season as Row | null)?.id === season.id;
      await savedAs(page, 'Media', (rows) => rows.some(ofSeason), 'the episode is saved');
      const episode = db().all('Media').find(ofSeason)!;
      assert.deepEqual(
        { title: episode.title, serial: (episode.serial as Row).id, number: episode.episodeNumber },
        { title, serial: serial.id, number: 1 },
      );
      // Saved, it returns to its season, which lists it.
      await until(() => new URL(page.url()).pathname === `/seasons/edit/${season.id}`, 'the season opens again');
      await episodes.getByRole('link', { name: title, exact: true }).waitFor();
      withinBudget(keys, 45, `EDITOR adds an episode to a season (${lang})`);
    });

    test(`FINANCE drafts an invoice for a user from the dashboard in at most 40 keys (${lang})`, async (t) => {
      // A customer of the journey's own, found by a distinctive part of the name.
      const token = unique();
      const customer = insertCopy('User', { fullName: `Kian ${token}`, email: `kian.${token}@example.com`, role: 'LEARNER', status: 'ACTIVE' });
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: '/' });
      await waitForDashboard(page);
      const keys = new CountedKeys(page, t);

      // The palette's "New invoice" (a few letters of it put it above the Invoices page).
      await keys.press('Control+k');
      await palette(page, lang).waitFor();
      await keys.type(lang === 'fa' ? 'فاکتور ج' : 'new inv');
      await topResult(page, lang, text(lang, 'invoice.new'));
      await keys.press('Enter');
      await onHeading(page, text(lang, 'invoice.new'));
      // Number (unless one is proposed), customer, then the first line: description, quantity, price.
      const number = page.getByRole('textbox', { name: text(lang, 'invoice.fields.number'), exact: true });
      await keys.tabTo(number, 'the number');
      const proposed = (await number.inputValue()) !== '';
      if (!proposed) await keys.type(token.toUpperCase());
      await keys.press('Tab');
      await pickOnly(page, keys, text(lang, 'invoice.fields.userId'), token);
      await keys.tabTo(page.getByRole('textbox', { name: text(lang, 'invoice.item.description'), exact: true }), 'the first line');
      await keys.type('Lesson');
      await keys.tabTo(page.getByRole('textbox', { name: text(lang, 'invoice.item.unitPrice'), exact: true }), 'its price');
      await keys.type('100');
      await keys.press('Control+s');
      const forCustomer = (row: Row) => (row.user as Row | null)?.id === customer.id;
      await savedAs(page, 'Invoice', (rows) => rows.some(forCustomer), 'the invoice is saved');
      const invoice = db().all('Invoice').find(forCustomer)!;
      assert.equal(invoice.status, 'DRAFT');
      assert.deepEqual((invoice.items as Row[]).map((line) => [line.description, line.quantity]), [['Lesson', 1]]);
      if (!proposed) assert.equal(invoice.number, token.toUpperCase());
      withinBudget(keys, 40, `FINANCE drafts an invoice for a user (${lang})`);
    });
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until, waitForDashboard } from '../support';
import { db, dbUntil, insertCopy, message, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/*
 * The issue's keyboard tasks, each from the dashboard, counted key by key in both languages:
 * SUPPORT suspends a learner (≤ 25), MODERATOR resolves the oldest open report (≤ 20), EDITOR adds
 * an episode to a season (≤ 60). Each takes the way a keyboard user would: the palette (Ctrl+K,
 * a few letters or a name, Enter runs the top result), the focus on the new screen's heading,
 * `/` for a list's search, Tab, Enter on a list row, arrows in radio groups, Ctrl+S, and on a long
 * form the error summary's links to what is still missing.
 */

/**
 * Every key of a task goes through here, so the journey knows how many the task took: a press
 * (a combination such as Ctrl+K included) is one, a typed word one per character. Nothing else
 * touches the page while a task runs; the waits in between only look.
 */
class CountedKeys {
  presses = 0;
  readonly steps: string[] = [];
  /** Set once the task is through (its steps were reported with the count). */
  done = false;

  constructor(private readonly page: Page, t?: { after: (fn: () => void) => void }) {
    // What was pressed so far, when a step fails (the budget check prints it when all went well).
    t?.after(() => {
      if (!this.done) console.log(`  keys so far: ${this.steps.join(', ')}`);
    });
  }

  async press(key: string, times = 1): Promise<void> {
    for (let time = 0; time < times; time += 1) await this.page.keyboard.press(key);
    this.note(times === 1 ? key : `${key}×${times}`, times);
  }

  async type(word: string): Promise<void> {
    await this.page.keyboard.type(word);
    this.note(`"${word}"`, [...word].length);
  }

  /** Presses Tab until `target` has the focus, as a person watching the focus ring stops there. */
  async tabTo(target: Locator, what: string, limit = 40): Promise<void> {
    const passed: string[] = [];
    while (!(await hasFocus(target))) {
      if (passed.length === limit) throw new Error(`${what} not reached in ${limit} Tabs; the focus is on ${await activeElement(this.page)}`);
      await this.page.keyboard.press('Tab');
      passed.push(await stopName(this.page));
    }
    // A long way says what it went through, so a report can name what is in it.
    this.note(`Tab×${passed.length} to ${what}${passed.length > 4 ? ` [${passed.slice(0, -1).join(' › ')}]` : ''}`, passed.length);
  }

  private note(step: string, count: number): void {
    this.presses += count;
    this.steps.push(`${step} (${this.presses})`);
  }
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);
/** The focused control's name, short (its label, or its role and text). */
const stopName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const labelled = active?.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return (active?.getAttribute('aria-label') ?? (labelled || active?.innerText || active?.tagName || '?')).replace(/\s+/g, ' ').trim().slice(0, 24);
  });
const activeElement = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 140) ?? 'nothing');
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
 * After a refused save the form's summary has the focus, its first entry the first field still
 * missing: Tab reaches its link, Enter puts the focus in the field.
 */
async function followSummary(page: Page, keys: CountedKeys, field: string): Promise<void> {
  const summary = page.locator('.form-summary');
  await until(() => hasFocus(summary), 'the summary of what is missing has the focus');
  const link = summary.getByRole('link').first();
  assert.equal((await link.innerText()).trim(), field, 'the first thing missing');
  await keys.press('Tab');
  await keys.press('Enter');
  await until(() => page.evaluate(() => !document.activeElement?.closest('.form-summary') && document.activeElement !== document.body), `the focus is in ${field}`);
}

/** Reports the steps and checks the budget. */
function withinBudget(keys: CountedKeys, budget: number, task: string): void {
  keys.done = true;
  console.log(`  ${task}: ${keys.presses} keys (budget ${budget}): ${keys.steps.join(', ')}`);
  assert.ok(keys.presses <= budget, `${task} took ${keys.presses} keys, more than ${budget}: ${keys.steps.join(', ')}`);
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

    test(`MODERATOR resolves the oldest open report in at most 20 keys (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: '/' });
      await waitForDashboard(page);
      // The queue opens on open reports, oldest first (the abuse declaration): a report of the
      // journey's own, a day older than any other, is the one to resolve.
      const first = db().all('Abuse').map((row) => String(row.createdAt)).sort()[0];
      const oldest = insertCopy('Abuse', { status: 'OPEN', handledBy: null, handledAt: null, createdAt: new Date(Date.parse(first) - 86_400_000).toISOString() });
      const keys = new CountedKeys(page, t);

      // Two letters name the queue; the page is the top result, not "New abuse report".
      await keys.press('Control+k');
      await palette(page, lang).waitFor();
      await keys.type(lang === 'fa' ? 'گز' : 'ab');
      await topResult(page, lang, text(lang, 'nav.entities.abuses'));
      await keys.press('Enter');
      await onHeading(page, text(lang, 'nav.entities.abuses'));
      // `/` jumps over the list's tools to its search; the rows follow the filters.
      await keys.press('/');
      const grid = page.getByRole('grid', { name: text(lang, 'nav.entities.abuses') });
      const firstRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
      await firstRow.waitFor();
      await keys.tabTo(firstRow, 'the oldest report');
      // Enter opens the focused row.
      await keys.press('Enter');
      await until(() => new URL(page.url()).pathname === `/abuses/edit/${oldest.id}`, 'the oldest open report opens');
      await onHeading(page, text(lang, 'abuse.edit'));
      // Open → Under review → Resolved.
      await keys.tabTo(page.getByRole('radiogroup', { name: text(lang, 'abuse.fields.status') }), 'the status');
      await keys.press('ArrowDown', 2);
      await until(() => page.getByRole('radio', { name: text(lang, 'enum.AbuseStatus.RESOLVED'), exact: true }).isChecked(), 'Resolved is checked');
      await keys.press('Control+s');
      await savedAs(page, 'Abuse', () => db().get('Abuse', oldest.id)?.status === 'RESOLVED', 'the report is resolved');
      withinBudget(keys, 20, `MODERATOR resolves the oldest open report (${lang})`);
    });

    test(`EDITOR adds an episode to a season in at most 60 keys (${lang})`, async (t) => {
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
      // The rest of what an episode needs is spread down a long form: Save says what is missing,
      // and each entry of its summary links to the field (the keyboard's way down a long form).
      const answers: [string, (field: Locator) => Promise<void>][] = [
        ['media.fields.languageId', async (field) => {
          const typed = lang === 'fa' ? 'انگ' : 'Eng';
          await keys.type(typed);
          const offered = page.getByRole('listbox').getByRole('option');
          // One option that matches what was typed: while the list filters, Spectrum's "No results" is one option too.
          await until(async () => (await offered.count()) === 1 && (await offered.innerText()).includes(typed), 'one language (English) is offered');
          const english = (await offered.innerText()).trim();
          await keys.press('ArrowDown');
          await keys.press('Enter');
          await until(async () => (await field.inputValue()) === english, 'English is chosen');
        }],
        // The level picker selects by its first letter.
        ['media.fields.level', async (field) => {
          await keys.type('a');
          await until(async () => (await field.innerText()).includes('A1'), 'A1 is the level');
        }],
        ['media.fields.durationSeconds', () => keys.type('24:00')],
        ['media.fields.episodeNumber', () => keys.type('1')],
      ];
      for (const [label, answer] of answers) {
        await keys.press('Control+s');
        await followSummary(page, keys, text(lang, label));
        await answer(page.locator(':focus'));
      }
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
      await episodes.getByRole('link', { name: message(lang, 'season.panels.episodeLabel', { number: 1, title }) }).waitFor();
      withinBudget(keys, 60, `EDITOR adds an episode to a season (${lang})`);
    });
  }
});

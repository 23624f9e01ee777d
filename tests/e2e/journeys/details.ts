import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator } from 'playwright-core';
import { LIMITS } from '../../../src/validation/limits';
import { openApp, screenshot, text, textStem, until, waitForDashboard } from '../support';
import { settled } from '../support/a11y';
import { db, insertCopy, message, unique, type Row } from '../support/entities';
import { apiAs } from '../support/live';

type Lang = 'fa' | 'en';
const COMBOS = [['fa', 'light'], ['en', 'dark']] as const;
const DESKTOP = { width: 1280, height: 800 };

const isPersian = (value: unknown) => /[\u0600-\u06FF]/.test(String(value));
/** A seeded serial in the language's script with more episodes than the palette lists per type. */
const serialOf = (lang: Lang): Row =>
  db().all('Serial').find((serial) => isPersian(serial.title) === (lang === 'fa')
    && db().all('Media').filter((media) => (media.serial as Row | null)?.id === serial.id).length > 4) as Row;
/** A seeded media item with a publish date and a clip, for the date-time and timecode fields. */
const timedMedia = (): Row => db().all('Media').find((row) => row.publishedAt && Array.isArray(row.clips) && row.clips.length > 0) as Row;
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  assert.ok(found, 'the element is laid out');
  return found;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('details: search, empty states, limits, digits, the log, breadcrumbs, the gear, Add buttons', () => {
  for (const [lang, theme] of COMBOS) {
    test(`Ctrl+K finds a serial before its episodes, in sections with "Show all", under its box; no scaffold page (${lang}, ${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/' });
      await page.setViewportSize(DESKTOP);
      await waitForDashboard(page);
      const serial = serialOf(lang);
      const title = String(serial.title);
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: text(lang, 'shell.search.label') });
      await input.fill(title);
      const listbox = page.getByRole('listbox');
      const serials = listbox.getByRole('group', { name: text(lang, 'nav.entities.serials') });
      await serials.getByRole('option').first().waitFor();
      await settled(page);
      // The serial itself is the first result: Enter opens it.
      const first = listbox.getByRole('option').first();
      assert.equal(await first.innerText().then((shown) => shown.split('\n')[0].trim()), title);
      // Sections with headings: the serial's, and its episodes' with "Show all" as they are more than shown.
      const media = listbox.getByRole('group', { name: text(lang, 'nav.entities.media') });
      const more = media.getByRole('option', { name: new RegExp(`^${textStem(lang, 'shell.search.more')}`) });
      await more.waitFor();
      const groups = await listbox.getByRole('group').count();
      assert.ok(groups >= 2, `results in sections (${groups})`);
      // The list opens under its box.
      const field = await box(input);
      assert.ok((await box(listbox)).y >= field.y + field.height - 1, 'the results open below the search box');
      await screenshot(page, `details-search-${lang}-${theme}`);
      await more.click();
      await until(async () => {
        const url = new URL(page.url());
        return url.pathname === '/media/manage' && url.searchParams.get('q') === title;
      }, 'Show all opens the media list searching for the serial');

      // The template's "Second page" is gone from the pages.
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: text(lang, 'shell.search.label') }).fill(lang === 'fa' ? 'صفحهٔ دوم' : 'Second page');
      await page.getByRole('listbox').waitFor();
      await settled(page);
      assert.equal(await page.getByRole('option', { name: lang === 'fa' ? 'صفحهٔ دوم' : 'Second page', exact: true }).count(), 0);
    });

    test(`an empty trash shows its whole message; a broken image shows the placeholder; Add buttons name what they add (${lang}, ${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme });
      await page.setViewportSize(DESKTOP);
      // A trash nothing has been deleted into (the journeys share the server).
      const api = await apiAs('ADMIN');
      const candidates = ['PayGateway', 'Challenge', 'Banner', 'MediaCard', 'Comprehension', 'Tube'] as const;
      const segments: Record<string, string> = { PayGateway: 'paygateways', Challenge: 'challenges', Banner: 'banners', MediaCard: 'mediacards', Comprehension: 'comprehension', Tube: 'tube' };
      let empty: string | undefined;
      for (const subject of candidates) {
        const { trash } = await api<{ trash: { total: number } }>('query ($s: String!) { trash(subject: $s) { total } }', { s: subject });
        if (trash.total === 0) {
          empty = segments[subject];
          break;
        }
      }
      assert.ok(empty, 'an entity with an empty trash');
      await page.goto(`/${empty}/trash`);
      const note = page.getByText(text(lang, 'undo.trash.empty'), { exact: true });
      await note.waitFor();
      const clipped = await note.evaluate((element) => {
        const problems: string[] = [];
        for (let node: HTMLElement | null = element as HTMLElement; node && !node.classList.contains('trash-screen'); node = node.parentElement) {
          if (node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1) problems.push(`${node.tagName}.${node.className}: ${node.scrollHeight}>${node.clientHeight}`);
        }
        return problems;
      });
      assert.deepEqual(clipped, [], 'the empty message is not clipped');
      await screenshot(page, `details-empty-trash-${lang}-${theme}`);

      // A cover that does not load: the lists' placeholder, named as the preview.
      const serial = insertCopy('Serial', { title: `Broken cover ${unique()}`, coverUrl: 'https://cdn.example.com/missing/cover.jpg' });
      await page.goto(`/serials/edit/${serial.id}`);
      const preview = page.getByRole('img', { name: message(lang, 'widgets.upload.preview', { title: text(lang, 'serial.fields.coverUrl') }) });
      await until(async () => (await preview.evaluate((element) => element.tagName).catch(() => '')) === 'SPAN', 'the placeholder replaces the broken image');
      assert.ok(await preview.evaluate((element) => element.classList.contains('thumbnail')), "the lists' placeholder");

      // Add buttons say what they add.
      await page.goto('/media/manage');
      await page.getByRole('button', { name: text(lang, 'media.add'), exact: true }).waitFor();
      assert.equal(await page.getByRole('button', { name: text(lang, 'list.actions.new'), exact: true }).count(), 0, 'no bare "Add"');
      await page.goto(`/media/edit/${timedMedia().id}`);
      await page.getByRole('button', { name: text(lang, 'media.fields.clips.add'), exact: true }).waitFor();
    });

    test(`a plan of more than ${LIMITS.planDays} days is refused by the form and the server; dates and timecodes in the language's digits (${lang}, ${theme})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/plans/new' });
      await page.setViewportSize(DESKTOP);
      const days = page.getByRole('textbox', { name: text(lang, 'plan.fields.durationDays') });
      await days.fill(String(LIMITS.planDays + 1));
      await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
      const refused = message(lang, 'validation.max', { max: LIMITS.planDays });
      await until(async () => ((await days.getAttribute('aria-describedby')) ?? '').length > 0 && (await page.getByText(refused).count()) > 0, `the form says "${refused}"`);
      assert.ok(!(await page.locator('main').innerText()).includes('2,147,483,647'));
      // The server runs the same check whatever a client sends.
      const api = await apiAs('ADMIN');
      const created = await api<{ planCreate: { userErrors: { field: string[]; message: string; values: { max: number } }[] } }>(
        'mutation ($input: PlanCreateInput!) { planCreate(input: $input) { userErrors { field message values } } }',
        { input: { title: `Decade ${unique()}`, price: 100, currency: 'USD', durationDays: LIMITS.planDays + 1 } },
      );
      assert.deepEqual(created.planCreate.userErrors.map((error) => [error.field.at(-1), error.message, error.values.max]), [['durationDays', 'validation.max', LIMITS.planDays]]);

      const media = timedMedia();
      await page.goto(`/media/edit/${media.id}`);
      const published = page.getByRole('group', { name: text(lang, 'media.fields.publishedAt') });
      await published.getByRole('spinbutton').first().waitFor();
      const start = page.getByRole('textbox', { name: new RegExp(`^${text(lang, 'media.clips.start').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
      await start.waitFor();
      const [dateShown, timecode] = [(await published.innerText()).replace(/\s+/g, ' '), await start.inputValue()];
      if (lang === 'fa') {
        assert.match(dateShown, /[۰-۹]/);
        assert.ok(dateShown.includes('،') && !/[0-9,]/.test(dateShown), `Persian digits and «،»: ${dateShown}`);
        assert.match(timecode, /^[۰-۹:٫]+$/, `a timecode in Persian digits: ${timecode}`);
      } else {
        assert.ok(/,/.test(dateShown) && !/[۰-۹]/.test(dateShown), dateShown);
        assert.match(timecode, /^[0-9:.]+$/);
      }
      await screenshot(page, `details-media-form-${lang}-${theme}`);
    });

    test(`the activity log shows who did what on one line and each value before → after; an edit screen's breadcrumb has its menu group; the gear covers nothing (${lang}, ${theme})`, async (t) => {
      const before = `Before ${unique()}`;
      const after = `After ${unique()}`;
      const accent = insertCopy('Accent', { title: before });
      const api = await apiAs('ADMIN');
      await api(`mutation ($id: ID!, $title: String!) { accentUpdate(id: $id, input: { title: $title }) { userErrors { message } } }`, { id: accent.id, title: after });
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/activity?subject=Accent&action=UPDATE' });
      await page.setViewportSize(DESKTOP);
      const row = page.getByRole('row').filter({ hasText: after }).first();
      await row.waitFor();
      const shown = await row.innerText();
      assert.ok(shown.includes(before) && shown.includes(after), `the row shows the value before and after: ${shown}`);
      const action = row.locator('.activity-table__action');
      const lines = await action.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      assert.equal(lines, 1, 'who and what on one line');
      assert.ok((await action.innerText()).includes(text(lang, 'enum.ChangeAction.UPDATE')));
      await screenshot(page, `details-activity-${lang}-${theme}`);

      // An edit screen's breadcrumb names the menu group.
      const plan = db().all('Plan')[0];
      await page.goto(`/plans/edit/${plan.id}`);
      const trail = page.getByRole('navigation', { name: text(lang, 'shell.breadcrumb.label') });
      await trail.getByText(String(plan.title)).waitFor();
      const crumbs = await trail.getByRole('listitem').allInnerTexts();
      assert.deepEqual(crumbs.slice(0, 3).map((crumb) => crumb.trim()), [text(lang, 'nav.dashboard'), text(lang, 'nav.group.commerce'), text(lang, 'nav.entities.plans')]);

      // The gear is in the navbar: it covers neither the form's Save nor a list's last row.
      const gear = page.getByRole('button', { name: text(lang, 'shell.customizer.open') });
      const save = page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true });
      await save.scrollIntoViewIfNeeded();
      assert.ok(!overlaps(await box(gear), await box(save)), 'the gear leaves Save uncovered');
      assert.equal(await gear.evaluate((element) => element.closest('header, [role="banner"], .navbar__content') !== null), true, 'the gear sits in the navbar');
      await page.goto('/plans/manage');
      const lastRow = page.getByRole('grid', { name: text(lang, 'nav.entities.plans') }).getByRole('row').last();
      await lastRow.waitFor();
      await lastRow.scrollIntoViewIfNeeded();
      assert.ok(!overlaps(await box(gear), await box(lastRow)), "the gear leaves the list's last row uncovered");
      await gear.click();
      await page.getByRole('dialog', { name: text(lang, 'shell.customizer.title') }).waitFor();
      await screenshot(page, `details-customizer-${lang}-${theme}`);
    });
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { shorten } from '../../../src/validation/shorten';
import { openApp, screenshot, text, until } from '../support';
import { audit, describeViolations } from '../support/a11y';
import { choose, db, dbUntil, insertCopy, message, pick, search, unique, type Row } from '../support/entities';

/**
 * Issue 19, findings 5, 6 and 11: what was reported is named, never numbered; nested records keep
 * their serial and season; the "+" of a form that needs a parent asks for it; a new product lands
 * where its attributes are; FINANCE drafts an invoice and issues it through a confirmation.
 */
type Lang = 'fa' | 'en';
const COMBOS = [['fa', 'light'], ['en', 'dark']] as const;

const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const saved = (page: Page, lang: Lang) => page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
const breadcrumb = (page: Page, lang: Lang) => page.getByRole('navigation', { name: text(lang, 'shell.breadcrumb.label') });
/** The breadcrumb as read: each item's text, with its link's target when it has one. */
const trail = (page: Page, lang: Lang) =>
  breadcrumb(page, lang).getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('a');
      return link ? `${item.textContent} → ${link.getAttribute('href')}` : (item.textContent ?? '');
    }),
  );
async function trailIs(page: Page, lang: Lang, expected: string[], what: string): Promise<void> {
  await until(async () => JSON.stringify(await trail(page, lang)) === JSON.stringify(expected), `${what} (it reads ${JSON.stringify(await trail(page, lang).catch(() => []))})`);
}
/** axe finds nothing of moderate impact (or `minimum`) or worse on the screen as it is. */
async function noViolations(page: Page, route: string, minimum: 'moderate' | 'serious' = 'moderate'): Promise<void> {
  const violations = await audit(page, route, minimum);
  assert.equal(violations.length, 0, describeViolations(violations));
}
const latinTitled = (type: string) => db().all(type).find((row) => /^[A-Za-z]{4}/.test(String(row.title ?? row.fullName))) as Row;
/** The year a date field shows (its year segment's value, in its calendar), or null while it is empty. */
const yearShown = (group: Locator) =>
  group.getByRole('spinbutton').evaluateAll((segments) => segments.find((segment) => /year|سال/i.test(segment.getAttribute('aria-label') ?? ''))?.getAttribute('aria-valuenow') ?? null);
/** Today's year as the language's calendar counts it (1405 in the Persian one for 2026). */
const thisYear = (lang: Lang) => new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian-nu-latn' : 'en-US', { year: 'numeric' }).format(new Date()).replace(/\D/g, '');

describe('flows: names, nested records, parents first, next steps, invoices', () => {
  for (const [lang, theme] of COMBOS) {
    test(`MODERATOR reads the abuse queue by names, not ids, and reports an item picked by name (${lang}, ${theme})`, async (t) => {
      const marker = `FLW${unique()}`;
      const comment = insertCopy('Comment', {
        body: `${marker} this comment goes on about the film, its cast and its music, longer than a column`, status: 'APPROVED', parent: null,
      });
      const media = latinTitled('Media');
      const learner = db().all('User').find((row) => row.role === 'LEARNER' && /^[a-z]/.test(String(row.email))) as Row;
      const targets = [['COMMENT', comment], ['MEDIA', media], ['USER', learner]] as const;
      for (const [targetType, row] of targets) {
        insertCopy('Abuse', { description: `${marker} ${targetType}`, status: 'OPEN', handledBy: null, handledAt: null, targetType, targetId: row.id });
      }
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang, theme, path: '/abuses/manage' });
      await search(page, lang, marker);
      const grid = page.getByRole('grid', { name: text(lang, 'nav.entities.abuses') });
      await until(async () => (await grid.getAttribute('aria-rowcount')) === '4', 'the search shows the three reports');

      // Each report names what it is about, as a link to it: the comment's text cut short, the title, the name.
      const links = [
        [shorten(String(comment.body)), `/comments/edit/${comment.id}`],
        [String(media.title), `/media/edit/${media.id}`],
        [String(learner.fullName), `/user/view/${learner.id}`],
      ];
      for (const [name, href] of links) {
        const link = grid.getByRole('link', { name, exact: true });
        await link.waitFor();
        assert.equal(await link.getAttribute('href'), href);
      }
      assert.ok(shorten(String(comment.body)).endsWith('…'), 'the long comment is cut short');
      const shown = await grid.innerText();
      for (const [, row] of targets) assert.ok(!shown.includes(`#${row.id}`), `no raw id #${row.id} in the queue`);
      assert.ok(shown.includes(text(lang, 'enum.AbuseTargetType.COMMENT')), 'the type of the item is named');
      await screenshot(page, `flows-abuse-queue-${lang}-${theme}`);
      await noViolations(page, 'abuse queue');

      // A new report: the item is picked by its title with the picker of its type, not typed as an id.
      await button(page, lang, 'abuse.add').click();
      await page.waitForURL((url) => url.pathname === '/abuses/new');
      await pick(page, page.getByRole('combobox', { name: text(lang, 'abuse.fields.reporterId') }), String(learner.email));
      await page.getByRole('radio', { name: text(lang, 'enum.AbuseTargetType.MEDIA'), exact: true }).check();
      const item = page.getByRole('combobox', { name: text(lang, 'abuse.fields.targetId') });
      await pick(page, item, String(media.title), String(media.title));
      assert.equal(await page.getByRole('link', { name: text(lang, 'moderation.target.open.MEDIA') }).getAttribute('href'), `/media/edit/${media.id}`);
      assert.equal(await page.getByRole('textbox', { name: /ID|شناسه/ }).count(), 0, 'no id to type');
      await page.getByRole('textbox', { name: text(lang, 'abuse.fields.description') }).fill(`${marker} new`);
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await screenshot(page, `flows-abuse-form-${lang}-${theme}`);
      await noViolations(page, 'abuse form');
      await button(page, lang, 'common.actions.save').click();
      await saved(page, lang);
      await dbUntil('Abuse', (rows) => rows.some((row) => row.description === `${marker} new`), 'the report is stored');
      const report = db().all('Abuse').find((row) => row.description === `${marker} new`)!;
      assert.deepEqual([report.targetType, report.targetId, (report.reporter as Row).id], ['MEDIA', media.id, learner.id]);
    });
  }

  test('EDITOR adds a published episode from its season: back on the season, named in the breadcrumb, dated by the server (en, dark)', async (t) => {
    const lang = 'en';
    const u = unique();
    const serial = insertCopy('Serial', { title: `Flows serial ${u}` });
    const season = insertCopy('Season', { serial, title: `Flows season ${u}`, number: 1, description: null });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: 'dark', path: `/serials/edit/${serial.id}` });
    const seasons = page.getByRole('region', { name: text(lang, 'serial.panels.seasons') });
    await seasons.getByRole('link', { name: String(season.title), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/seasons/edit/${season.id}`);
    const serialCrumbs = ['Dashboard → /', text(lang, 'nav.group.content'), 'Serials → /serials/manage', `${String(serial.title)} → /serials/edit/${serial.id}`];
    await trailIs(page, lang, [...serialCrumbs, String(season.title)], "the season's breadcrumb names its serial");

    const episodes = page.getByRole('region', { name: text(lang, 'season.panels.episodes') });
    await episodes.getByRole('link', { name: text(lang, 'season.panels.addEpisode') }).click();
    await page.waitForURL((url) => url.pathname === '/media/new' && url.searchParams.get('seasonId') === season.id);
    const seasonCrumb = `${String(season.title)} → /seasons/edit/${season.id}`;
    await trailIs(page, lang, [...serialCrumbs, seasonCrumb, text(lang, 'media.new')], 'the new episode sits in its serial and season');

    const title = `Flows episode ${u}`;
    await page.getByRole('textbox', { name: text(lang, 'media.fields.description') }).waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: text(lang, 'media.fields.title'), exact: true }).fill(title);
    await pick(page, page.getByRole('combobox', { name: text(lang, 'media.fields.languageId'), exact: true }), 'German', /German/);
    await choose(page, page.getByRole('button', { name: text(lang, 'media.fields.level') }), text(lang, 'enum.Level.B1'));
    await page.getByRole('textbox', { name: text(lang, 'media.fields.durationSeconds') }).fill('1500');
    await page.getByRole('textbox', { name: text(lang, 'media.fields.episodeNumber') }).fill('1');
    // Published, and no publish date: the server dates it.
    await page.getByRole('radio', { name: text(lang, 'enum.MediaStatus.PUBLISHED'), exact: true }).check();
    const before = Date.now();
    await button(page, lang, 'common.actions.save').click();
    await saved(page, lang);
    await page.waitForURL((url) => url.pathname === `/seasons/edit/${season.id}`);
    const listed = episodes.getByRole('link', { name: title, exact: true });
    await listed.waitFor();
    await dbUntil('Media', (rows) => rows.some((row) => row.title === title), 'the episode is stored');
    const episode = db().all('Media').find((row) => row.title === title)!;
    assert.equal(episode.status, 'PUBLISHED');
    assert.ok(Math.abs(Date.parse(String(episode.publishedAt)) - before) < 120_000, `published now by the server: ${String(episode.publishedAt)}`);
    await screenshot(page, 'flows-season-with-episode-en-dark');

    await listed.click();
    await page.waitForURL((url) => url.pathname === `/media/edit/${episode.id}`);
    await trailIs(page, lang, [...serialCrumbs, seasonCrumb, title], "the episode's breadcrumb names its serial and season");
    await screenshot(page, 'flows-episode-breadcrumb-en-dark');
  });

  for (const [lang, theme] of COMBOS) {
    test(`EDITOR's "+" on Seasons asks for the serial first and continues to the form (${lang}, ${theme})`, async (t) => {
      const serial = insertCopy('Serial', { title: `Flows plus ${unique()}` });
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: '/' });
      const seasons = text(lang, 'nav.entities.seasons');
      // The content group of the navigation opens first, as the dashboard starts with it closed.
      const group = page.getByRole('button', { name: text(lang, 'nav.group.content'), exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await page.getByRole('link', { name: message(lang, 'shell.page.new', { entity: seasons }), exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/seasons/new');
      await page.getByRole('heading', { name: text(lang, 'validation.useNavigation') }).waitFor();
      assert.equal(await button(page, lang, 'common.actions.save').count(), 0, 'no form that could not be saved');
      await screenshot(page, `flows-season-needs-serial-${lang}-${theme}`);
      await noViolations(page, 'season without its serial');
      await pick(page, page.getByRole('combobox', { name: text(lang, 'season.fields.serialId') }), String(serial.title), String(serial.title));
      await page.waitForURL((url) => url.pathname === '/seasons/new' && url.searchParams.get('serialId') === serial.id);
      const chosen = page.getByRole('combobox', { name: text(lang, 'season.fields.serialId') });
      await until(async () => (await chosen.inputValue()) === serial.title, 'the form starts with the serial');
      await button(page, lang, 'common.actions.save').waitFor();
    });
  }

  test('FINANCE creates a product and lands on its edit screen, its attributes one press away (fa, light)', async (t) => {
    const lang = 'fa';
    const sku = `FLW-${unique().toUpperCase()}`;
    const { page } = await openApp(t, { role: 'FINANCE', language: lang, path: '/products/manage' });
    await button(page, lang, 'product.add').click();
    await page.waitForURL((url) => url.pathname === '/products/new');
    await page.getByRole('textbox', { name: text(lang, 'product.fields.title'), exact: true }).fill(`Flows product ${sku}`);
    await page.getByRole('textbox', { name: text(lang, 'product.fields.sku') }).fill(sku);
    await page.getByRole('textbox', { name: text(lang, 'product.fields.price') }).fill('2500');
    await button(page, lang, 'common.actions.save').click();
    await saved(page, lang);
    await dbUntil('Product', (rows) => rows.some((row) => row.sku === sku), 'the product is stored');
    const product = db().all('Product').find((row) => row.sku === sku)!;
    await page.waitForURL((url) => url.pathname === `/products/edit/${product.id}`);
    const attributes = page.getByRole('region', { name: text(lang, 'product.panels.attributes') });
    await attributes.getByText(text(lang, 'product.attributes.empty')).waitFor();
    await screenshot(page, 'flows-product-created-fa-light');
    await attributes.getByRole('link', { name: text(lang, 'product.panels.editAttributes') }).click();
    await page.waitForURL((url) => url.pathname === `/products/${product.id}/attributes/manage`);
  });

  for (const [lang, theme] of COMBOS) {
    test(`FINANCE drafts an invoice from the list, then issues it through a confirmation with today proposed (${lang}, ${theme})`, async (t) => {
      const number = `FLW-${unique().toUpperCase()}`;
      const learner = db().all('User').find((row) => row.role === 'LEARNER' && /^[a-z]/.test(String(row.email))) as Row;
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, theme, path: '/invoices/manage' });
      await button(page, lang, 'invoice.add').click();
      await page.waitForURL((url) => url.pathname === '/invoices/new');
      // The form proposes the year's next number; FINANCE types its own over it once it shows.
      const numberField = page.getByRole('textbox', { name: text(lang, 'invoice.fields.number') });
      await until(async () => /^INV-\d{4}-\d+$/.test(await numberField.inputValue()), 'the next number is proposed');
      await numberField.fill(number);
      await pick(page, page.getByRole('combobox', { name: text(lang, 'invoice.fields.userId') }), String(learner.email));
      await page.getByRole('textbox', { name: text(lang, 'invoice.item.description') }).fill('Flows course');
      await page.getByRole('textbox', { name: text(lang, 'invoice.item.unitPrice') }).fill('250000');
      await button(page, lang, 'common.actions.save').click();
      await saved(page, lang);
      await page.waitForURL((url) => url.pathname === '/invoices/manage');
      await dbUntil('Invoice', (rows) => rows.some((row) => row.number === number), 'the draft is stored');
      const draft = db().all('Invoice').find((row) => row.number === number)!;
      // A new invoice proposes today as its issue date (issue 32), kept while it is a draft.
      assert.equal(draft.status, 'DRAFT');
      assert.ok(Math.abs(Date.parse(String(draft.issuedAt)) - Date.now()) < 86_400_000, `the draft proposes today: ${String(draft.issuedAt)}`);

      await page.goto(`/invoices/edit/${draft.id}`);
      const issued = page.getByRole('group', { name: text(lang, 'invoice.fields.issuedAt') });
      await issued.waitFor();
      await until(async () => (await yearShown(issued)) === thisYear(lang), 'the draft shows the proposed issue date');
      await page.getByRole('radio', { name: text(lang, 'enum.InvoiceStatus.ISSUED'), exact: true }).check();
      await until(async () => (await yearShown(issued)) === thisYear(lang), 'today stays the issue date');
      await button(page, lang, 'common.actions.save').click();
      const confirm = page.getByRole('alertdialog', { name: text(lang, 'invoice.issue.title') });
      await confirm.waitFor();
      assert.ok((await confirm.innerText()).includes(number), 'the confirmation names the invoice');
      await screenshot(page, `flows-invoice-issue-confirm-${lang}-${theme}`);
      // While a modal is open the page behind it is hidden, and with it its main landmark and h1.
      await noViolations(page, 'issue confirmation', 'serious');
      const before = Date.now();
      await button(confirm, lang, 'invoice.issue.confirm').click();
      await saved(page, lang);
      await dbUntil('Invoice', () => db().get('Invoice', draft.id)?.status === 'ISSUED', 'the invoice is issued');
      const stored = db().get('Invoice', draft.id)!;
      assert.ok(Math.abs(Date.parse(String(stored.issuedAt)) - before) < 180_000, `issued today: ${String(stored.issuedAt)}`);
    });
  }
});

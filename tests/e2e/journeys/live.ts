import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { db, insertCopy, rowNamed, unique } from '../support/entities';
import { sentDocuments } from '../support/documents';
import { activityListeners, apiAs, listening, rowListeners } from '../support/live';

type Lang = 'fa' | 'en';
const LOCALES = { fa: 'fa-IR', en: 'en-US' } as const;

/** The operation names of every GraphQL request the page sends from now on. */
function operationsSent(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    for (const document of sentDocuments(request.postData())) names.push(/^(?:query|mutation)\s+(\w+)/m.exec(document)?.[1] ?? '');
  });
  return names;
}

const bellLabel = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${text(lang, 'shell.notifications.title')}`) }).getAttribute('aria-label');

/**
 * Two people at work: the one in the browser keeps a list open while someone else (a signed-in
 * staff member of their own, through the API) changes its rows. Nothing is reloaded by hand.
 */
describe('a live admin', () => {
  for (const [lang, theme] of [['en', 'light'], ['fa', 'dark']] as const) {
    test(`a new report joins the open queue, an edit elsewhere changes its row in place, the bell counts it (${lang})`, async (t) => {
      const suffix = unique();
      const reporter = insertCopy('User', { fullName: `Reporter ${suffix}`, email: `reporter.${suffix}@journey.example.com`, role: 'LEARNER', status: 'ACTIVE' });
      const open = () => db().all('Abuse').filter((row) => row.status === 'OPEN').length;
      // The new report joins the end of the oldest-first queue: open its last page, which must not be full.
      if (open() % 10 === 0) insertCopy('Abuse', { status: 'OPEN', createdAt: new Date(0).toISOString() });
      const lastPage = Math.ceil((open() + 1) / 10);
      const before = rowListeners('Abuse');
      const { page } = await openApp(t, { role: 'MODERATOR', language: lang, theme, path: `/abuses/manage?page=${lastPage}` });
      await page.getByRole('grid').waitFor();
      await listening('Abuse', before);
      const bellBefore = await bellLabel(page, lang);

      const admin = await apiAs('ADMIN');
      const comment = db().all('Comment')[0];
      const created = await admin<{ abuseCreate: { abuse: { id: string } } }>(
        `mutation ($input: AbuseCreateInput!) { abuseCreate(input: $input) { abuse { id } userErrors { message } } }`,
        { input: { reporterId: reporter.id, targetType: 'COMMENT', targetId: comment.id, reason: 'SPAM', status: 'OPEN' } },
      );
      const row = page.getByRole('row').filter({ hasText: `Reporter ${suffix}` });
      await row.waitFor();
      await until(async () => (await bellLabel(page, lang)) !== bellBefore, 'the bell counts the new report');

      const sent = operationsSent(page);
      await admin(`mutation ($id: ID!) { abuseUpdate(id: $id, input: { reason: HARASSMENT }) { userErrors { message } } }`, { id: created.abuseCreate.abuse.id });
      await row.getByText(text(lang, 'enum.AbuseReason.HARASSMENT')).waitFor();
      assert.ok(sent.includes('AbuseGet'), `the changed row is read by id (sent: ${sent.join(', ')})`);
      assert.ok(!sent.includes('AbuseList'), `the page is not read again (sent: ${sent.join(', ')})`);
      await screenshot(page, `live-queue-${lang}-${theme}`);
    });

    test(`rows added elsewhere are counted in a banner, a row deleted elsewhere leaves (${lang})`, async (t) => {
      const suffix = unique();
      const name = (which: string) => `Live${suffix} ${which}`;
      const [one] = [insertCopy('Accent', { title: name('one') }), insertCopy('Accent', { title: name('two') })];
      const before = rowListeners('Accent');
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: `/accents/manage?q=${encodeURIComponent(`Live${suffix}`)}` });
      await rowNamed(page, name('two')).waitFor();
      await listening('Accent', before);

      const editor = await apiAs('EDITOR');
      await editor(`mutation ($input: AccentCreateInput!) { accentCreate(input: $input) { userErrors { message } } }`, {
        input: { title: name('three'), languageId: String(one.languageId ?? db().all('Language')[0].id) },
      });
      const show = page.getByRole('button', { name: text(lang, 'list.live.show'), exact: true });
      await show.waitFor();
      const banner = page.locator('.live-banner');
      assert.match(await banner.innerText(), new RegExp(new Intl.NumberFormat(LOCALES[lang]).format(1)));
      assert.equal(await rowNamed(page, name('three')).count(), 0, 'the new row is not slipped in under the reader’s eyes');
      await screenshot(page, `live-banner-${lang}-${theme}`);
      await show.click();
      await rowNamed(page, name('three')).waitFor();
      await until(async () => (await banner.count()) === 0, 'the banner goes once shown');

      await editor(`mutation ($id: ID!) { accentDelete(id: $id) { userErrors { message } } }`, { id: one.id });
      // Marked first (struck through, fading) while the page is read again, then gone.
      const leaving = rowNamed(page, name('one')).and(page.locator('[data-leaving]'));
      await until(async () => (await leaving.count()) === 1, 'the deleted row is marked leaving');
      assert.equal(await rowNamed(page, name('two')).and(page.locator('[data-leaving]')).count(), 0, 'only the deleted row is marked');
      await until(async () => (await rowNamed(page, name('one')).count()) === 0, 'the deleted row leaves the list');
      assert.equal(await rowNamed(page, name('two')).count(), 1);
    });

    test(`an open form is told of another's save at once and offers the merge view before its own save (${lang})`, async (t) => {
      const suffix = unique();
      const master = insertCopy('Master', { firstName: 'Live', lastName: `Form${suffix}`, email: `live.${suffix}@journey.example.com`, avatarUrl: null, isActive: true });
      const before = rowListeners('Master');
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: `/masters/edit/${master.id}` });
      const firstName = page.getByRole('textbox', { name: text(lang, 'master.fields.firstName'), exact: true });
      await firstName.waitFor({ timeout: 60_000 });
      await until(async () => (await firstName.inputValue()) === 'Live', 'the form shows the master');
      await listening('Master', before);
      const editor = await apiAs('EDITOR');
      const rename = (name: string) => editor(`mutation ($id: ID!, $name: String!) { masterUpdate(id: $id, input: { firstName: $name }) { userErrors { message } } }`, { id: master.id, name });

      // Nothing typed yet: the form takes their version and says so.
      await rename('Renamed');
      const note = page.locator('.form-other-save');
      await note.waitFor();
      await until(async () => (await firstName.inputValue()) === 'Renamed', 'the form shows their version');

      // With something typed: kept, and Review opens the merge view before any save of ours.
      const lastName = page.getByRole('textbox', { name: text(lang, 'master.fields.lastName'), exact: true });
      await lastName.fill(`Mine${suffix}`);
      await rename('Again');
      const review = note.getByRole('button', { name: text(lang, 'conflict.live.review'), exact: true });
      await review.waitFor();
      assert.equal(await lastName.inputValue(), `Mine${suffix}`);
      assert.equal(await firstName.inputValue(), 'Renamed', 'what the form shows is not replaced under the typing');
      await screenshot(page, `live-form-${lang}-${theme}`);
      await review.click();
      await page.getByRole('dialog', { name: text(lang, 'conflict.title'), exact: true }).waitFor();
    });

    test(`FINANCE's socket never carries a gateway's secret after ADMIN changes it (${lang})`, async (t) => {
      const gateway = db().all('PayGateway')[0];
      const before = rowListeners('PayGateway');
      const { page } = await openApp(t, { role: 'FINANCE', language: lang, theme });
      const frames: string[] = [];
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
      await page.goto('/paygateways/manage');
      await page.getByRole('grid').waitFor();
      await listening('PayGateway', before);
      const secret = `sk_live_${unique()}${unique()}`;
      const admin = await apiAs('ADMIN');
      await admin(`mutation ($id: ID!, $secret: String!) { payGatewayUpdate(id: $id, input: { secretKey: $secret }) { userErrors { message } } }`, { id: gateway.id, secret });
      await until(() => frames.some((frame) => frame.includes('rowsChanged') && frame.includes(`"${gateway.id}"`)), 'FINANCE is told the gateway changed');
      assert.ok(!frames.some((frame) => frame.includes(secret)), 'no frame carries the secret');
      assert.ok(!frames.some((frame) => frame.includes('secretKey')), 'no frame names the secret field');
    });

    test(`the activity log lists another's change with its author, linked to the record, as it happens (${lang})`, async (t) => {
      const suffix = unique();
      const master = insertCopy('Master', { firstName: 'Logged', lastName: `Change${suffix}`, email: `logged.${suffix}@journey.example.com`, avatarUrl: null });
      const listeners = activityListeners();
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, theme, path: '/activity?subject=Master' });
      await page.getByRole('heading', { name: text(lang, 'activity.title'), exact: true }).waitFor();
      const editor = await apiAs('EDITOR');
      await until(() => activityListeners() > listeners, 'the log is live');
      await editor(`mutation ($id: ID!) { masterUpdate(id: $id, input: { lastName: "Renamed${suffix}" }) { userErrors { message } } }`, { id: master.id });
      // The entry links to the record it names.
      const entry = page.getByRole('row').filter({ has: page.locator(`a[href="/masters/edit/${master.id}"]`) });
      await entry.waitFor();
      const author = String(db().all('User').find((user) => user.role === 'EDITOR')?.fullName);
      await entry.getByText(author).waitFor();
      // Who and what on one line: "Changed by …".
      await until(async () => (await entry.innerText()).includes(text(lang, 'enum.ChangeAction.UPDATE')), 'the entry names the change');
      await entry.getByText(text(lang, 'master.fields.lastName')).waitFor();
      await screenshot(page, `activity-log-${lang}-${theme}`);
      await entry.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === `/masters/edit/${master.id}`);
    });
  }
});

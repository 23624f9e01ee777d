import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, textStem, until, waitForDashboard } from '../support';
import { db, insertCopy, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/** What the DOM says about an element's direction: its `dir` attribute and the direction it lays out in. */
const direction = (element: Locator) =>
  element.evaluate((node) => ({ dir: node.getAttribute('dir'), direction: getComputedStyle(node).direction }));

/** A one-line input: its `dir`, the direction its text takes, and the side it keeps (the form's). */
const lineLayout = (input: Locator) =>
  input.evaluate((node) => ({ dir: node.getAttribute('dir'), direction: getComputedStyle(node).direction, align: getComputedStyle(node).textAlign }));

/**
 * Where two parts of an element's text are drawn: true when `first` is left of `second` on
 * screen. Measured with DOM ranges over the rendered text, so a "989121234567+" or a
 * "<Olivia Thomas ‹olivia…" would show as the wrong order.
 */
function leftOf(element: Locator, first: string, second: string): Promise<boolean> {
  // Self-contained and without inner named functions: it runs in the page.
  return element.evaluate(
    (node, needles) => {
      const lefts: number[] = [];
      for (const needle of needles) {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const at = (text.textContent ?? '').indexOf(needle);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          lefts.push(range.getBoundingClientRect().left);
          break;
        }
      }
      if (lefts.length !== 2) throw new Error(`"${needles.join('", "')}" are not both in the element`);
      return lefts[0] < lefts[1];
    },
    [first, second],
  );
}

/** A draft notification to the users the journey picks, with an English body, of its own. */
function englishNotification(): Row {
  return insertCopy('Notification', {
    title: `A new challenge ${unique()}`,
    body: 'The 30-day speaking challenge starts on Saturday. Join now!',
    audience: 'USERS',
    users: [],
    plan: null,
    status: 'DRAFT',
    scheduledAt: null,
    sentAt: null,
  });
}

const latinLearner = () => db().all('User').find((row) => row.role === 'LEARNER' && /^[A-Z][a-z]+ [A-Z]/.test(String(row.fullName)));
const persianLearner = () => db().all('User').find((row) => row.role === 'LEARNER' && /^[\u0600-\u06ff]/.test(String(row.fullName)));

/** Types into the notification's user picker until the search answered with only `person`, then picks them. */
async function pickUser(page: Page, lang: Lang, person: Row): Promise<Locator> {
  const box = page.getByRole('combobox', { name: new RegExp(textStem(lang, 'form.references.add')) });
  await box.click();
  await box.fill(String(person.email));
  const listbox = page.getByRole('listbox');
  const options = listbox.getByRole('option');
  await until(async () => (await options.count()) === 1 && (await options.first().innerText()).includes(String(person.email)), 'the search offers the one user');
  return options.first();
}

describe('mixed-direction text', { concurrency: 1 }, () => {
  test('fa: a notification’s English text, and a “Name <email>” in the user picker, read in their own direction', async (t) => {
    const notification = englishNotification();
    const person = latinLearner();
    assert.ok(person, 'the seed has a learner with a Latin name');
    const { page } = await openApp(t, { role: 'ADMIN', language: 'fa', theme: 'light', path: `/notifs/edit/${notification.id}` });
    const dialog = page.getByRole('dialog');
    const body = dialog.getByRole('textbox', { name: new RegExp(`^${text('fa', 'notification.fields.body')}`) });
    await body.waitFor();
    // "… Join now!" in the Persian admin, not "!The 30-day … Join now".
    assert.deepEqual(await direction(body), { dir: 'auto', direction: 'ltr' });
    // One line: in the direction of what is typed, on the Persian form's side.
    const title = dialog.getByRole('textbox', { name: new RegExp(`^${text('fa', 'notification.fields.title')}`) });
    assert.deepEqual(await lineLayout(title), { dir: 'auto', direction: 'ltr', align: 'right' });
    await title.fill('چالش تازه!');
    assert.deepEqual(await lineLayout(title), { dir: 'auto', direction: 'rtl', align: 'right' });

    const option = await pickUser(page, 'fa', person);
    const label = option.locator('bdi');
    assert.deepEqual(await direction(label), { dir: 'auto', direction: 'ltr' }, `"${await label.innerText()}" reads left to right`);
    // The name, then its address in brackets: never "<Olivia Thomas ‹olivia…".
    const first = String(person.fullName)[0];
    assert.ok(await leftOf(label, first, '<'), 'the name is drawn before the address');
    assert.ok(await leftOf(label, '<', '@'), 'the address keeps its opening bracket before it');
    await screenshot(page, 'bidi-user-picker-fa-light');
    await option.click();
    const tag = dialog.getByRole('row', { name: new RegExp(String(person.email).replace(/[.+]/g, '\\$&')), includeHidden: true });
    await tag.waitFor({ state: 'attached' });
    assert.deepEqual(await direction(tag.locator('bdi')), { dir: 'auto', direction: 'ltr' });
    assert.ok(await leftOf(tag.locator('bdi'), first, '@'), 'the tag reads name, then address');
  });

  test('en: a Persian name in the user picker reads right to left inside the English admin', async (t) => {
    const notification = englishNotification();
    const person = persianLearner();
    assert.ok(person, 'the seed has a learner with a Persian name');
    const { page } = await openApp(t, { role: 'ADMIN', language: 'en', theme: 'dark', path: `/notifs/edit/${notification.id}` });
    const body = page.getByRole('dialog').getByRole('textbox', { name: new RegExp(`^${text('en', 'notification.fields.body')}`) });
    await body.waitFor();
    assert.deepEqual(await direction(body), { dir: 'auto', direction: 'ltr' });
    const option = await pickUser(page, 'en', person);
    assert.deepEqual(await direction(option.locator('bdi')), { dir: 'auto', direction: 'rtl' });
    // The e-mail stays a left-to-right island: its "@" is right of its first letter.
    const email = String(person.email);
    assert.ok(await leftOf(option.locator('bdi'), email[0], '@'), 'the address reads left to right inside the Persian name');
    await screenshot(page, 'bidi-user-picker-en-dark');
  });

  test('fa: SUPPORT reads and types a learner’s mobile left to right, and its hint too', async (t) => {
    const learner = db().all('User').find((row) => row.role === 'LEARNER' && typeof row.mobile === 'string' && row.mobile.startsWith('+98'));
    assert.ok(learner, 'the seed has a learner with an Iranian mobile');
    const { page } = await openApp(t, { role: 'SUPPORT', language: 'fa', theme: 'light', path: `/users/edit/${learner.id}` });
    const mobile = page.getByRole('textbox', { name: new RegExp(`^${text('fa', 'user.fields.mobile')}`) });
    await mobile.waitFor();
    assert.deepEqual(await direction(mobile), { dir: 'ltr', direction: 'ltr' });
    assert.equal(await mobile.getAttribute('type'), 'tel');
    // SUPPORT may change it: typed "+98…", it stays "+98…".
    await mobile.fill('+989121234567');
    assert.equal(await mobile.inputValue(), '+989121234567');
    const hintId = await mobile.evaluate((node) => node.getAttribute('aria-describedby')?.split(' ')[0]);
    const hint = page.locator(`[id="${hintId}"]`);
    assert.match(await hint.innerText(), /989121234567/);
    // "+989121234567", never "989121234567+".
    assert.ok(await leftOf(hint, '+', '9'), 'the plus sign is drawn before the number in the hint');
    // Names take their own direction; the e-mail is left to right.
    const email = page.getByRole('textbox', { name: new RegExp(`^${text('fa', 'user.fields.email')}`) });
    assert.equal((await direction(email)).dir, 'ltr');
    await screenshot(page, 'bidi-user-support-fa-light');
  });

  test('fa: a notification in the navbar keeps the names it quotes whole', async (t) => {
    const { page } = await openApp(t, { role: 'MODERATOR', language: 'fa', path: '/' });
    await waitForDashboard(page);
    await page.getByRole('button', { name: new RegExp(`^${textStem('fa', 'shell.notifications.label')}`) }).click();
    const items = page.locator('.notif__text');
    await items.first().waitFor();
    const texts = await items.allInnerTexts();
    // Every quoted value is a first-strong isolate inside the Persian sentence.
    const quoted = texts.filter((line) => /[A-Za-z]/.test(line));
    assert.ok(quoted.length > 0, 'some notification quotes a Latin name or title');
    for (const line of quoted) assert.match(line, /\u2068[^\u2069]+\u2069/, `"${line}" isolates what it quotes`);
  });
});

describe('Persian throughout', { concurrency: 1 }, () => {
  test('fa: languages are named in Persian, product attributes are numbered in Persian digits, an invoice is فاکتور', async (t) => {
    // Accents list their language: named from its code in Persian, never by the stored English title.
    const { page } = await openApp(t, { role: 'ADMIN', language: 'fa', theme: 'light', path: '/accents/manage' });
    const table = page.getByRole('grid').first();
    await table.getByRole('row').nth(1).waitFor();
    const cells = (await table.getByRole('gridcell').allInnerTexts()).map((cell) => cell.trim());
    assert.ok(cells.some((cell) => ['انگلیسی', 'فارسی'].includes(cell)), 'the language column names languages in Persian');
    assert.ok(!cells.some((cell) => /^(English|Persian)( \(..\))?$/.test(cell)), 'and never by their English titles');

    // A product whose attributes hold a plain number ("Sessions: 16").
    const numeric = db().all('ProductAttribute').find((row) => /^\d+$/.test(String(row.value)));
    const product = numeric?.product as Row | undefined;
    assert.ok(numeric && product, 'the seed has a product attribute that is a number');
    await page.goto(`/products/${product.id}/attributes/manage`);
    const index = page.locator('.attributes-list__index');
    await index.first().waitFor();
    assert.equal((await index.first().innerText()).trim(), '۱');
    // A value that is a number is written in Persian digits too ("100" shows "۱۰۰").
    const values = (await page.locator('.attributes-list__value').allInnerTexts()).map((value) => value.trim());
    assert.ok(values.includes(new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(Number(numeric.value))), `${String(numeric.value)} is written in Persian digits`);
    for (const value of values) assert.doesNotMatch(value, /^\d+$/);
    await screenshot(page, 'product-attributes-fa-light');

    await page.goto('/invoices/manage');
    await page.getByRole('heading', { level: 1, name: text('fa', 'invoice.title.other') }).waitFor();
    assert.equal(text('fa', 'invoice.title.other'), 'فاکتورها');
  });
});

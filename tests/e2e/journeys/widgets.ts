import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { formatDuration, localDigits } from '../../../src/framework/format/clock';
import { openApp, screenshot, text, until } from '../support';
import { db, dbUntil, insertCopy, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

/** Opening a whole form can take seconds on a busy machine. */
const SLOW = 30_000;
const LOCALES: Record<Lang, string> = { fa: 'fa-IR', en: 'en-US' };
const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const textbox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('textbox', { name: text(lang, id), exact: true });
const savedToast = (page: Page, lang: Lang) => page.getByText(text(lang, 'form.toast.saved')).first().waitFor({ timeout: SLOW });
/** A duration as the admin writes it in `lang` (۴۱:۱۶ in Persian). */
const durationText = (lang: Lang, seconds: number) => {
  const digits = new Intl.NumberFormat(LOCALES[lang], { useGrouping: false });
  return localDigits(formatDuration(seconds), (n) => digits.format(n));
};

/** The texts of one column of the list on screen, by its header, once rows are there. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole('grid').first();
  await table.getByRole('row').nth(1).waitFor({ timeout: SLOW });
  return table.evaluate((grid, name) => {
    const headers = [...grid.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent?.trim() ?? '');
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`no column "${name}" among ${headers.join(' | ')}`);
    const rows = [...grid.querySelectorAll('[role="row"]')].filter((row) => !row.querySelector('[role="columnheader"]'));
    return rows.map((row) => row.querySelectorAll('[role="gridcell"], [role="rowheader"]')[index]?.textContent?.trim() ?? '');
  }, header);
}

describe('widgets: durations, videos, money order', () => {
  test('fa light: the Tube and media lists show durations as m:ss / h:mm:ss in Persian digits', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: 'light', path: '/tube/manage?cols=title,durationSeconds&sort=DURATION_SECONDS:desc' });
    const header = text(lang, 'tube.fields.durationSeconds');
    assert.doesNotMatch(header, /ثانیه|seconds/, 'the header no longer says "(seconds)"');
    const longest = Math.max(...db().all('Tube').map((row) => Number(row.durationSeconds)));
    await until(async () => (await columnTexts(page, header))[0] === durationText(lang, longest), `the longest video reads ${durationText(lang, longest)}`);
    for (const cell of await columnTexts(page, header)) assert.match(cell, /^[۰-۹]+(:[۰-۹]{2}){1,2}$/, `"${cell}" is a clock text`);
    await screenshot(page, 'widgets-tube-durations-fa-light');

    await page.goto('/media/manage?cols=title,durationSeconds&sort=DURATION_SECONDS:desc');
    const longestMedia = Math.max(...db().all('Media').map((row) => Number(row.durationSeconds)));
    await until(async () => (await columnTexts(page, text(lang, 'media.fields.durationSeconds')))[0] === durationText(lang, longestMedia), 'the longest media item reads as h:mm:ss');
  });

  test('fa light: a duration typed wrong stays with its error; a right one is saved in seconds', async (t) => {
    const lang = 'fa';
    const tube = insertCopy('Tube', { title: `ویدیوی مدت ${unique()}`, durationSeconds: 2476 });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: 'light', path: `/tube/edit/${tube.id}` });
    const duration = textbox(page, lang, 'tube.fields.durationSeconds');
    await until(async () => (await duration.inputValue()) === '۴۱:۱۶', 'the duration shows as ۴۱:۱۶', SLOW);

    await duration.fill('1:75:00');
    await duration.press('Tab');
    await until(async () => (await duration.getAttribute('aria-invalid')) === 'true', 'the duration is marked invalid');
    const describedBy = (await duration.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy);
    assert.ok(description.includes(text(lang, 'validation.duration')), `the error says how to write a duration (${description})`);
    await button(page, lang, 'common.actions.save').click();
    await page.getByText(text(lang, 'form.summary')).first().waitFor();
    assert.equal(await duration.inputValue(), '1:75:00', 'what was typed stays');
    assert.equal(db().get('Tube', tube.id)?.durationSeconds, 2476, 'nothing was saved');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'widgets-duration-error-fa-light');

    await duration.fill('۱:۰۵:۳۰');
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('Tube', () => db().get('Tube', tube.id)?.durationSeconds === 3930, 'the duration is saved as 3,930 seconds');

    // A new video: the drop zone, and under it the link input for a video kept elsewhere.
    await page.goto('/tube/new');
    const video = page.getByRole('group', { name: text(lang, 'tube.fields.videoUrl'), exact: true });
    await textbox(video, lang, 'widgets.upload.link').waitFor({ timeout: SLOW });
    assert.equal(await video.locator('input[type="file"]').count(), 1, 'the video is uploaded like a media file');
    await screenshot(page, 'widgets-tube-new-fa-light');
  });

  test('en dark: a Tube video is uploaded like a media file; an explanation’s takes a pasted link', async (t) => {
    const lang = 'en';
    const tube = insertCopy('Tube', { title: `Journey video ${unique()}` });
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: 'dark', path: `/tube/edit/${tube.id}` });
    const video = page.getByRole('group', { name: text(lang, 'tube.fields.videoUrl'), exact: true });
    await video.locator('video').waitFor({ timeout: SLOW });
    await button(video, lang, 'widgets.upload.remove').click();
    await video.locator('input[type="file"]').setInputFiles({ name: 'greetings.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4096, 1) });
    await until(async () => /greetings\.mp4$/.test((await video.locator('video').getAttribute('src').catch(() => null)) ?? ''), 'the uploaded video plays in the field');
    await screenshot(page, 'widgets-tube-video-en-dark');
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('Tube', () => /greetings\.mp4$/.test(String(db().get('Tube', tube.id)?.videoUrl)), 'the uploaded file is the video');
    const stored = String(db().get('Tube', tube.id)?.videoUrl);
    assert.ok((await fetch(stored)).ok, 'the mock server serves the uploaded video');

    const explanation = insertCopy('ProfessorExplanation', { videoUrl: null });
    await page.goto(`/professorsexplanation/edit/${explanation.id}`);
    const explained = page.getByRole('group', { name: text(lang, 'professorExplanation.fields.videoUrl'), exact: true });
    await explained.locator('input[type="file"]').waitFor({ state: 'attached', timeout: SLOW });
    const link = textbox(explained, lang, 'widgets.upload.link');
    assert.equal(await link.getAttribute('dir'), 'ltr', 'a link reads left to right');
    await screenshot(page, 'widgets-explanation-link-en-dark');
    await link.fill('https://cdn.example.com/explanations/intonation.mp4');
    await link.press('Tab');
    await until(async () => (await explained.locator('video').getAttribute('src').catch(() => null)) === 'https://cdn.example.com/explanations/intonation.mp4', 'the linked video shows in the field');
    await screenshot(page, 'widgets-explanation-video-en-dark');
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('ProfessorExplanation', () => db().get('ProfessorExplanation', explanation.id)?.videoUrl === 'https://cdn.example.com/explanations/intonation.mp4', 'the link is the video');
  });

  test('en dark: plans sorted by price keep each currency together, rials first', async (t) => {
    const lang = 'en';
    // A tall window: the table renders only the rows in view, and other journeys add plans.
    const { page } = await openApp(t, { role: 'FINANCE', language: lang, theme: 'dark', path: '/plans/manage?sort=PRICE:asc&pageSize=100&cols=title,price', viewport: { width: 1280, height: 4000 } });
    const plans = db().all('Plan') as Row[];
    // Every row the list says it has (its total, beside the title), one page of 100.
    const total = page.locator('.list-header__title [aria-hidden="true"]');
    let seen: string[] = [];
    const prices = await until(async () => {
      const shown = await columnTexts(page, text(lang, 'plan.fields.price'));
      seen = shown;
      const listed = Number((await total.innerText().catch(() => '')).replace(/[^0-9]/g, ''));
      return listed > 0 && shown.length === Math.min(listed, 100) ? shown : null;
    }, 'every plan is listed').catch((error: Error) => {
      throw new Error(`${error.message}: ${seen.length} rows shown, ${plans.length} plans in the store: ${plans.map((plan) => `${String(plan.title)} ${String(plan.price)} ${String(plan.currency)}`).join('; ')}`);
    }) as string[];
    if (prices.length !== plans.length) console.log(`  plans: the list shows ${prices.length}, the store holds ${plans.length}`);
    const currencyOf = (cell: string) => (cell.startsWith('IRR') || cell.includes('﷼') ? 'IRR' : cell.includes('$') ? 'USD' : cell.includes('€') ? 'EUR' : cell);
    const order = prices.map(currencyOf);
    const rank = order.map((currency) => ['IRR', 'USD', 'EUR'].indexOf(currency));
    assert.ok(rank.every((value) => value >= 0), `every price has a known currency: ${prices.join(' | ')}`);
    assert.deepEqual(rank, [...rank].sort((a, b) => a - b), `currencies in order: ${order.join(', ')}`);
    assert.ok(new Set(order).size > 1, 'more than one currency is listed');
    const amounts = prices.map((cell) => Number(cell.replace(/[^\d.]/g, '')));
    for (let index = 1; index < prices.length; index += 1) {
      if (order[index] === order[index - 1]) assert.ok(amounts[index - 1] <= amounts[index], `${prices[index - 1]} before ${prices[index]}`);
    }
    await screenshot(page, 'widgets-plans-by-price-en-dark');
  });
});

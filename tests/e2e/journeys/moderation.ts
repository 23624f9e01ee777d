import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { shorten } from '../../../src/validation/shorten';
import { db, dbUntil, insertCopy, message, pick, search, unique, type Row } from '../support/entities';


const userByEmail = (email: string) => db().all('User').find((row) => row.email === email) as Row;

/** Opens a new notification in the drawer and types its title and message. */
async function startNotification(page: Page, lang: 'fa' | 'en', title: string): Promise<Locator> {
  await page.getByRole('button', { name: text(lang, 'notification.add'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: text(lang, 'notification.new') });
  await drawer.getByRole('textbox', { name: text(lang, 'notification.fields.title'), exact: true }).fill(title);
  await drawer.getByRole('textbox', { name: text(lang, 'notification.fields.body'), exact: true }).fill('Your plan has new lessons this week.');
  await drawer.getByRole('radio', { name: text(lang, 'enum.NotificationChannel.EMAIL'), exact: true }).check();
  return drawer;
}

/** Schedules it for 15 June 2030, 09:30 and saves. */
async function scheduleAndSave(page: Page, lang: 'fa' | 'en', drawer: Locator): Promise<void> {
  await drawer.getByRole('radio', { name: text(lang, 'enum.NotificationStatus.SCHEDULED'), exact: true }).check();
  const when = drawer.getByRole('group', { name: text(lang, 'notification.fields.scheduledAt'), exact: true });
  await when.getByRole('spinbutton').first().click();
  await page.keyboard.type('061520300930A');
  await drawer.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
  await drawer.waitFor({ state: 'detached' });
}

/** The stored notification titled `title`, checked to be scheduled by email for 15 June 2030, 09:30. */
async function storedNotification(title: string): Promise<Row> {
  await dbUntil('Notification', (rows) => rows.some((row) => row.title === title), 'the notification is stored');
  const stored = db().all('Notification').find((row) => row.title === title)!;
  assert.equal(stored.status, 'SCHEDULED');
  assert.equal(stored.channel, 'EMAIL');
  const at = new Date(String(stored.scheduledAt));
  assert.deepEqual([at.getFullYear(), at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()], [2030, 6, 15, 9, 30]);
  return stored;
}

describe('moderation and notifications', () => {
  test('MODERATOR approves five pending comments in bulk; the queue empties', async (t) => {
    const lang = 'en';
    const marker = `JRN${unique()}`;
    const comments = Array.from({ length: 5 }, (_, index) => insertCopy('Comment', { body: `${marker} comment ${index + 1}`, status: 'PENDING', parent: null }));
    // Already approved, so not in the queue, which opens on PENDING.
    insertCopy('Comment', { body: `${marker} approved earlier`, status: 'APPROVED', parent: null });
    const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: '/comments/manage' });
    await search(page, lang, marker);
    const rows = page.getByRole('grid').getByRole('row').filter({ hasText: marker });
    await until(async () => (await rows.count()) === 5, 'the five pending comments are listed, not the approved one');

    await page.getByRole('grid').getByRole('checkbox', { name: 'Select All' }).check();
    const bar = page.getByRole('toolbar');
    await bar.getByRole('button', { name: text(lang, 'moderation.actions.approve'), exact: true }).click();
    await page.getByText('5 comments approved.').first().waitFor();
    await dbUntil('Comment', () => comments.every((comment) => db().get('Comment', comment.id)?.status === 'APPROVED'), 'the five comments are approved');
    await page.getByRole('heading', { name: text(lang, 'list.empty.title') }).waitFor();
    await screenshot(page, 'moderation-comments-approved-en');
  });

  test('MODERATOR resolves an open abuse report; who handled it and when is recorded', async (t) => {
    const lang = 'fa';
    const marker = `JRN${unique()}`;
    const moderator = userByEmail('moderator@example.com');
    const report = insertCopy('Abuse', { description: `${marker} spam link`, status: 'OPEN', handledBy: null, handledAt: null }) as Row & { reporter: Row };
    const { page } = await openApp(t, { role: 'MODERATOR', language: lang, path: '/abuses/manage' });
    await search(page, lang, marker);
    // A report is named by who reported what, never by its id.
    const target = db().get(({ COMMENT: 'Comment', MEDIA: 'Media', USER: 'User' } as Record<string, string>)[String(report.targetType)], String(report.targetId))!;
    const about = { COMMENT: shorten(String(target.body)), MEDIA: String(target.title), USER: String(target.fullName) }[String(report.targetType)]!;
    const name = `${report.reporter.fullName as string} — ${about}`;
    // Its own Resolve button is there (pressed in the component tests); here it is resolved from the selection.
    await page.getByRole('button', { name: message(lang, 'records.actions.rowLabel', { text: text(lang, 'moderation.actions.resolve'), name }), exact: true }).waitFor();
    await until(async () => (await page.getByRole('grid').getAttribute('aria-rowcount')) === '2', 'the search shows the one report');
    const before = Date.now();
    await page.getByRole('grid').getByRole('row').filter({ hasText: report.reporter.fullName as string }).getByRole('checkbox').check();
    await page.getByRole('toolbar').getByRole('button', { name: text(lang, 'moderation.actions.resolve'), exact: true }).click();
    await dbUntil('Abuse', () => db().get('Abuse', report.id)?.status === 'RESOLVED', 'the report is resolved');
    const stored = db().get('Abuse', report.id)!;
    assert.equal((stored.handledBy as Row | null)?.id, moderator.id, 'the moderator is recorded as the handler');
    assert.ok(Date.parse(String(stored.handledAt)) >= before - 60_000, 'the time it was handled is recorded');
    // It leaves the OPEN queue, and shows with its handler among the resolved reports.
    await page.getByRole('heading', { name: text(lang, 'list.empty.title') }).waitFor();
    // The resolved reports at the content's full width (1440 px): the Filed column leaves the
    // handler's columns out at 1280 px, by their declared priority (the count says so).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/abuses/manage?status=RESOLVED&q=${marker}`);
    await page.getByRole('gridcell', { name: String(moderator.fullName) }).waitFor();
    await screenshot(page, 'moderation-abuse-resolved-fa');
  });

  test('SUPPORT schedules a notification for chosen users', async (t) => {
    const lang = 'en';
    const title = `Journey notice ${unique()}`;
    const learner = db().all('User').find((row) => row.role === 'LEARNER' && /^[a-z]/.test(String(row.email))) as Row;
    const { page } = await openApp(t, { role: 'SUPPORT', language: lang, path: '/notifs/manage' });
    const drawer = await startNotification(page, lang, title);
    await drawer.getByRole('radio', { name: text(lang, 'enum.NotificationAudience.USERS'), exact: true }).check();
    const users = drawer.getByRole('combobox', { name: text(lang, 'notification.fields.userIds') });
    await pick(page, users, String(learner.email));
    // The picker stays open for more users: leaving it with Tab closes it. (Escape would race its
    // closing and, landing on the drawer, ask whether to discard the notification.)
    await users.press('Tab');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await scheduleAndSave(page, lang, drawer);
    const stored = await storedNotification(title);
    assert.equal(stored.audience, 'USERS');
    assert.deepEqual((stored.users as Row[]).map((user) => user.id), [learner.id]);
  });

  test('SUPPORT schedules a notification for the users of a plan', async (t) => {
    const lang = 'en';
    const title = `Journey notice ${unique()}`;
    const plan = db().all('Plan').find((row) => /^[A-Za-z]/.test(String(row.title))) as Row;
    const { page } = await openApp(t, { role: 'SUPPORT', language: lang, path: '/notifs/manage' });
    const drawer = await startNotification(page, lang, title);
    await drawer.getByRole('radio', { name: text(lang, 'enum.NotificationAudience.PLAN'), exact: true }).check();
    await pick(page, drawer.getByRole('combobox', { name: text(lang, 'notification.fields.planId') }), String(plan.title).slice(0, 6), String(plan.title));
    await scheduleAndSave(page, lang, drawer);
    const stored = await storedNotification(title);
    assert.equal(stored.audience, 'PLAN');
    assert.equal((stored.plan as Row).id, plan.id);
  });

  test('ADMIN schedules a notification for the users of a plan', async (t) => {
    const lang = 'en';
    const title = `Journey notice ${unique()}`;
    const plan = db().all('Plan').find((row) => /^[A-Za-z]/.test(String(row.title))) as Row;
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/notifs/manage' });
    const drawer = await startNotification(page, lang, title);
    await drawer.getByRole('radio', { name: text(lang, 'enum.NotificationAudience.PLAN'), exact: true }).check();
    await pick(page, drawer.getByRole('combobox', { name: text(lang, 'notification.fields.planId') }), String(plan.title).slice(0, 6), String(plan.title));
    await screenshot(page, 'moderation-notification-plan-en');
    await scheduleAndSave(page, lang, drawer);
    const stored = await storedNotification(title);
    assert.equal(stored.audience, 'PLAN');
    assert.equal((stored.plan as Row).id, plan.id);
  });
});

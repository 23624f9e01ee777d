import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openApp, textStem, until, waitForDashboard } from '../support';

describe('navbar notifications', () => {
  test('marking a notification read decrements the unread badge', async (t) => {
    const { page } = await openApp(t, { role: 'MODERATOR', language: 'en', path: '/' });
    await waitForDashboard(page);
    const bell = page.getByRole('button', { name: new RegExp(`^${textStem('en', 'shell.notifications.label')}`) });
    const badge = bell.locator('.count-badge');
    await badge.waitFor();
    const before = Number(await badge.innerText());
    assert.ok(before > 0, 'the seeded moderator has unread notifications');

    await bell.click();
    const markButtons = page.getByRole('button', { name: new RegExp(`^${textStem('en', 'shell.notifications.markRead')}`) });
    await markButtons.first().waitFor();
    const unreadListed = await markButtons.count();
    await markButtons.first().click();
    await until(async () => (before === 1 ? (await badge.count()) === 0 : Number(await badge.innerText()) === before - 1), `the badge shows ${before - 1}`);
    await until(async () => (await markButtons.count()) === unreadListed - 1, 'the item is no longer unread');
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';

/** A real PNG drawn by the browser, padded past 1 MB so the upload takes long enough to show progress. */
async function avatarPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 160 });
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 160, 160);
    sky.addColorStop(0, '#f59e0b');
    sky.addColorStop(1, '#7c3aed');
    g.fillStyle = sky;
    g.fillRect(0, 0, 160, 160);
    g.fillStyle = '#fde68a';
    g.beginPath();
    g.arc(80, 64, 30, 0, 2 * Math.PI);
    g.fill();
    g.fillRect(36, 104, 88, 56);
    return canvas.toDataURL('image/png');
  });
  // Bytes after IEND are ignored by image decoders but still travel with the upload.
  return Buffer.concat([Buffer.from(dataUrl.split(',')[1], 'base64'), Buffer.alloc(1_200_000)]);
}

describe('account settings', () => {
  test('tabs change the URL', async (t) => {
    const { page } = await openApp(t, { role: 'EDITOR', language: 'en', path: '/account-settings/account' });
    await page.getByRole('tab', { name: text('en', 'account.tabs.security') }).click();
    await page.waitForURL('**/account-settings/security');
    await page.getByLabel(text('en', 'account.fields.currentPassword'), { exact: true }).waitFor();
    await page.getByRole('tab', { name: text('en', 'account.tabs.notifications') }).click();
    await page.waitForURL('**/account-settings/notifications');
    await page.goBack();
    await page.waitForURL('**/account-settings/security');
    const security = page.getByRole('tab', { name: text('en', 'account.tabs.security') });
    await until(async () => (await security.getAttribute('aria-selected')) === 'true', 'Back selects the security tab again');
  });

  test('a wrong current password shows on its field', async (t) => {
    const { page } = await openApp(t, { role: 'EDITOR', language: 'en', theme: 'dark', path: '/account-settings/security' });
    await page.getByLabel(text('en', 'account.fields.currentPassword'), { exact: true }).fill('not-my-password');
    await page.getByLabel(text('en', 'account.fields.newPassword'), { exact: true }).fill('a-new-password');
    await page.getByLabel(text('en', 'account.fields.confirmPassword'), { exact: true }).fill('a-new-password');
    await page.getByRole('button', { name: text('en', 'account.security.submit') }).click();
    await page.getByText(text('en', 'auth.wrongPassword')).waitFor();
    assert.equal(await page.getByLabel(text('en', 'account.fields.currentPassword'), { exact: true }).getAttribute('aria-invalid'), 'true');
    await screenshot(page, 'account-security-en-dark');
  });

  test('uploads an avatar with progress, saves the name and switches the language', async (t) => {
    const { page, context } = await openApp(t, { role: 'SUPPORT', language: 'en', path: '/account-settings/account' });
    const name = page.getByRole('textbox', { name: text('en', 'account.fields.fullName') });
    await name.waitFor();
    // Slow the upload down (CDP) so its progress can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 600_000 });
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await avatarPng(page) });
    const progress = page.getByRole('progressbar', { name: text('en', 'account.avatar.uploading') });
    await progress.waitFor();
    await progress.waitFor({ state: 'detached', timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const preview = page.getByRole('img', { name: text('en', 'account.avatar.preview') });
    await until(async () => /\/files\/[^/]+\/me\.png$/.test((await preview.getAttribute('src')) ?? ''), 'the preview shows the uploaded file');
    await until(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 160), 'the uploaded picture decodes');

    await name.fill('Sara M.');
    await page.getByRole('button', { name: text('en', 'common.actions.save') }).click();
    await page.getByText(text('en', 'common.toast.saved')).waitFor();
    // The navbar's user menu follows the viewer.
    await page.getByRole('button', { name: text('en', 'shell.user.menu').replace('{name}', 'Sara M.') }).waitFor();

    await page.getByRole('radio', { name: 'فارسی' }).click();
    await page.getByRole('button', { name: text('en', 'common.actions.save') }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fa' && document.documentElement.dir === 'rtl');
    await page.getByRole('tab', { name: text('fa', 'account.tabs.account') }).waitFor();
    // The confirmation speaks the language just chosen.
    await page.getByText(text('fa', 'common.toast.saved')).waitFor();
    await screenshot(page, 'account-fa-light');
  });
});

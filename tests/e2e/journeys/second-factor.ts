import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import type { MockServer } from '../../../mock-server/server';
import { DEV_PASSWORD, E2E_DIST, emailOf, preferences, screenshot, stack, startMock, startPreview, text, textStem, until, type StaffRole } from '../support';

type Lang = 'fa' | 'en';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
const persianDigits = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

/**
 * Two-step verification, on a server of its own: the suite's shared server has the requirement
 * off (ADMIN and FINANCE sign in there without codes), and enrolling changes how an account signs
 * in for every later journey. Here FINANCE and SUPPORT must enrol; ADMIN and EDITOR may.
 */
describe('second factor', () => {
  let server: MockServer;
  let preview: PreviewServer;
  let baseURL: string;

  before(async () => {
    server = await startMock({ factorRequiredRoles: ['FINANCE', 'SUPPORT'] });
    ({ server: preview, url: baseURL } = await startPreview(E2E_DIST, server.url));
  });
  after(async () => {
    await preview?.close();
    await server?.stop();
  });

  async function open(t: TestContext, lang: Lang): Promise<Page> {
    const context = await stack().newContext({ baseURL });
    await preferences(context, { language: lang });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    t.after(async () => {
      await context.close();
      assert.deepEqual(errors.map(String), [], 'the page threw');
    });
    return page;
  }

  /** E-mail and password through the form; resolves on the page the form leads to (the code step, or a screen). */
  async function password(page: Page, role: StaffRole): Promise<void> {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(emailOf(role));
    await page.locator('input[name="password"]').fill(DEV_PASSWORD);
    await page.locator('form button[type="submit"]').click();
  }

  async function code(page: Page, lang: Lang, value: string): Promise<void> {
    // By name, as login() finds the first step's fields (the label carries the required mark).
    const field = page.locator('input[name="code"]');
    await page.getByRole('form', { name: text(lang, 'auth.factor.title') }).waitFor();
    await field.fill(value);
    await page.getByRole('button', { name: text(lang, 'auth.factor.submit') }).click();
  }

  async function signOut(page: Page, lang: Lang, role: StaffRole): Promise<void> {
    const name = String(server.services.db.all('User').find((user) => user.email === emailOf(role))!.fullName);
    await page.getByRole('button', { name: text(lang, 'shell.user.menu').replace('{name}', name) }).click();
    await page.getByRole('menuitem', { name: text(lang, 'shell.user.logout') }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  }

  /** Enrols on the screen in view (account settings or the enrolment page): the secret as shown, a code computed from it, the ten codes. */
  async function enrol(page: Page, lang: Lang): Promise<{ secret: string; recovery: string[] }> {
    const shown = page.locator('[data-secret]');
    await shown.waitFor();
    const secret = (await shown.getAttribute('data-secret'))!;
    assert.equal((await shown.textContent())!.replace(/\s/g, ''), secret, 'the key is shown as text to type');
    await page.getByRole('img', { name: text(lang, 'factor.setup.qr') }).waitFor();
    const typed = lang === 'fa' ? persianDigits(codeOf(secret)) : codeOf(secret);
    await page.getByRole('textbox', { name: text(lang, 'factor.setup.confirmCode') }).fill(typed);
    await page.getByRole('button', { name: text(lang, 'factor.setup.confirm') }).click();
    const list = page.getByRole('list', { name: text(lang, 'factor.recovery.title') });
    await list.waitFor();
    const recovery = (await list.locator('code').allTextContents()).map((each) => each.trim());
    assert.equal(recovery.length, 10);
    return { secret, recovery };
  }

  for (const [lang, role] of [['en', 'ADMIN'], ['fa', 'EDITOR']] as const) {
    test(`${role} enrols in account settings, then signs in with password + code, and a recovery code once (${lang})`, async (t) => {
      const page = await open(t, lang);
      await password(page, role);
      await page.locator('#main-content').waitFor();
      await page.goto('/account-settings/security');
      await page.getByRole('button', { name: text(lang, 'factor.setup.start') }).click();
      const { secret, recovery } = await enrol(page, lang);
      await screenshot(page, `second-factor-recovery-${lang}`);
      await page.getByRole('button', { name: text(lang, 'factor.recovery.done') }).click();
      await until(async () => (await page.locator('[data-factor="on"]').count()) === 1, 'the section says it is on');
      await signOut(page, lang, role);

      // Password, then the next step's code (the enrolment's step is spent), in the page's digits.
      await password(page, role);
      await code(page, lang, lang === 'fa' ? persianDigits(codeOf(secret, 1)) : codeOf(secret, 1));
      await page.locator('#main-content').waitFor();
      await signOut(page, lang, role);

      await password(page, role);
      await code(page, lang, recovery[0]);
      await page.locator('#main-content').waitFor();
      await signOut(page, lang, role);

      await password(page, role);
      await code(page, lang, recovery[0]);
      await page.getByRole('alert').filter({ hasText: text(lang, 'auth.factor.invalidCode') }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/login');
      await screenshot(page, `second-factor-refused-${lang}`);
    });
  }

  for (const [lang, role] of [['en', 'FINANCE'], ['fa', 'SUPPORT']] as const) {
    test(`${role}, whose role requires it, sees only enrolment until enrolled (${lang})`, async (t) => {
      const page = await open(t, lang);
      await password(page, role);
      await page.waitForURL('**/enroll-factor');
      await page.getByRole('heading', { name: text(lang, 'factor.setup.title') }).waitFor();
      // No screen behind it: the dashboard and a list both come back here, with no navigation.
      for (const path of ['/', '/payments/manage']) {
        await page.goto(path);
        await page.waitForURL('**/enroll-factor');
        await page.locator('[data-secret]').waitFor();
        assert.equal(await page.locator('#main-content').count(), 0, `${path} rendered the shell`);
        assert.equal(await page.getByRole('navigation').count(), 0, `${path} rendered the navigation`);
      }
      await screenshot(page, `second-factor-required-${lang}`);
      await enrol(page, lang);
      await page.getByRole('button', { name: text(lang, 'factor.recovery.done') }).click();
      await page.locator('#main-content').waitFor();
      assert.equal(new URL(page.url()).pathname, '/');
      assert.ok(await page.getByText(textStem(lang, 'factor.setup.required')).count() === 0);
    });
  }
});

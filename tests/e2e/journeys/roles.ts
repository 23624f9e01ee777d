import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openApp, screenshot, text, until } from '../support';
import { audit } from '../support/a11y';
import { insertCopy, message, rowNamed, search, unique } from '../support/entities';

/** A table row of the matrix by its subject (the row header's text). */
const matrixRow = (page: import('playwright-core').Page, subject: string) =>
  page.locator('.role-matrix [role="row"]').filter({ has: page.getByRole('rowheader', { name: subject, exact: true }) });

for (const lang of ['fa', 'en'] as const) {
  describe(`roles (${lang})`, () => {
    test('the matrix shows SUPPORT’s two User fields and FINANCE’s secretKey exception, and passes axe', async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/roles' });
      await page.getByRole('heading', { level: 1, name: text(lang, 'roles.title') }).waitFor();
      // SUPPORT is the role shown first: User / update is "partly", limited to status and mobile for learners.
      const users = matrixRow(page, text(lang, 'nav.entities.users'));
      await users.waitFor();
      const userText = await users.innerText();
      for (const field of ['user.fields.status', 'user.fields.mobile', 'enum.Role.LEARNER']) {
        assert.ok(userText.includes(text(lang, field)), `User row names ${field}: ${userText}`);
      }
      assert.ok(userText.includes(text(lang, 'roles.state.partly')), 'said in words, not by colour');
      const violations = await audit(page, '/roles');
      assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
      await screenshot(page, `roles-${lang}-support`);

      // Side by side: FINANCE as role A, SUPPORT compared; the filter keeps the gateways only.
      await page.locator('.roles-screen__controls').getByRole('button', { name: new RegExp(text(lang, 'roles.roleA')) }).first().click();
      await page.getByRole('option', { name: text(lang, 'enum.Role.FINANCE'), exact: true }).click();
      await page.locator('.roles-screen__controls').getByRole('button', { name: new RegExp(text(lang, 'roles.roleB')) }).first().click();
      await page.getByRole('option', { name: text(lang, 'enum.Role.SUPPORT'), exact: true }).click();
      await page.getByRole('searchbox', { name: text(lang, 'roles.filter') }).fill(text(lang, 'nav.entities.paygateways'));
      const gateways = matrixRow(page, text(lang, 'nav.entities.paygateways'));
      await until(async () => (await page.locator('.role-matrix [role="row"]').count()) === 2, 'the filter leaves the header and one subject');
      const gatewayText = await gateways.innerText();
      assert.ok(gatewayText.includes(text(lang, 'payGateway.fields.secretKey')), `the exception names the secret key: ${gatewayText}`);
      assert.ok(gatewayText.includes(text(lang, 'roles.differs')), 'the difference is marked in words');
      await page.getByRole('status').filter({ hasText: new RegExp('[0-9۰-۹]') }).first().waitFor();
      assert.deepEqual(await audit(page, '/roles'), []);
      await screenshot(page, `roles-${lang}-finance-vs-support`);
    });

    test('"Why?" on EDITOR’s refused delete of published media names the rule', async (t) => {
      const title = `${lang === 'fa' ? 'چرا' : 'Why'} ${unique()}`;
      insertCopy('Media', { title, status: 'PUBLISHED' });
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/media/manage' });
      await search(page, lang, title);
      const row = rowNamed(page, title);
      await row.waitFor();
      const reason = text(lang, 'ability.reason.publishedMedia');
      const editor = text(lang, 'enum.Role.EDITOR');
      // The refused delete's name is the "Why?" sentence: who, what, and the deciding rule's reason.
      const locked = row.getByRole('button', { name: new RegExp(`${message(lang, 'list.actions.deleteDenied', { name: title })}: ${editor}.*${reason}`) });
      await locked.focus();
      await page.getByRole('tooltip').filter({ hasText: reason }).waitFor();
      const tip = await page.getByRole('tooltip').innerText();
      assert.ok(tip.startsWith(editor), `the tip names the role: ${tip}`);
    });

    test('a non-ADMIN cannot open /roles and has no menu entry for it', async (t) => {
      const { page } = await openApp(t, { role: 'SUPPORT', language: lang, path: '/roles' });
      await until(() => new URL(page.url()).pathname === '/not-authorized', 'SUPPORT is sent to not-authorized');
      await page.goto(new URL('/', page.url()).href);
      await page.locator('aside.vnav li.nav-item').first().waitFor();
      assert.equal(await page.locator('aside.vnav a[href="/roles"]').count(), 0);
    });
  });
}

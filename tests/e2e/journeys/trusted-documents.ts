import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { PreviewServer } from 'vite';
import type { MockServer } from '../../../mock-server/server';
import { MANIFEST } from '../../../scripts/vite/persistedDocuments';
import { E2E_DIST, login, preferences, screenshot, stack, startMock, startPreview, text, until } from '../support';

interface SentBody {
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}

/**
 * Trusted documents: a second mock server runs only the documents of this build's
 * persisted-operations.json, and a second preview serves the same build against it. The admin
 * signs in, opens the dashboard and a list, and saves a record unchanged, every operation sent by
 * hash and never as text; a query of one's own, sent with the admin's token, is refused.
 */
describe('trusted documents', () => {
  let trusted: MockServer;
  let preview: PreviewServer;
  let baseURL: string;

  before(async () => {
    trusted = await startMock({ trustedDocuments: join(E2E_DIST, MANIFEST) });
    ({ server: preview, url: baseURL } = await startPreview(E2E_DIST, trusted.url));
  });
  after(async () => {
    await preview?.close();
    await trusted?.stop();
  });

  test('the admin works unchanged against a server that runs only its documents', async (t) => {
    const context = await stack().newContext({ baseURL });
    t.after(() => context.close());
    await preferences(context, { language: 'en' });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const sent: SentBody[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') sent.push(request.postDataJSON() as SentBody);
    });

    await login(page, 'ADMIN');
    const master = trusted.services.db.all('Master')[0];
    await page.goto('/masters/manage');
    await page.getByRole('row').nth(1).waitFor();
    await page.goto(`/masters/edit/${master.id}`);
    const firstName = page.getByRole('textbox', { name: text('en', 'master.fields.firstName'), exact: true });
    await until(async () => (await firstName.inputValue()) === master.firstName, 'the form shows the master');
    await firstName.fill('Trusted');
    await page.getByRole('button', { name: text('en', 'common.actions.save'), exact: true }).click();
    await until(() => trusted.services.db.get('Master', master.id)?.firstName === 'Trusted', 'the save reaches the trusted server');
    await page.getByText(text('en', 'form.toast.saved')).first().waitFor();
    await screenshot(page, 'trusted-documents-en-light');

    const manifest = JSON.parse(readFileSync(join(E2E_DIST, MANIFEST), 'utf8')) as Record<string, string>;
    assert.ok(sent.length >= 4, `the admin sent ${sent.length} operations`);
    for (const body of sent) {
      assert.equal(body.query, undefined, 'no document text is sent');
      assert.ok(body.extensions?.persistedQuery?.sha256Hash && manifest[body.extensions.persistedQuery.sha256Hash], 'each hash is in the manifest');
    }
    assert.deepEqual(errors, []);

    // The admin's own token cannot run a query of its own.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const adHoc = await fetch(`${trusted.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ userList(page: 1, pageSize: null) { items { email mobile } } }' }),
    });
    const refusal = (await adHoc.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
    assert.equal(adHoc.status, 400);
    assert.equal(refusal.errors[0].extensions.code, 'PERSISTED_QUERY_NOT_IN_LIST');
    assert.equal(refusal.data, undefined);
  });
});

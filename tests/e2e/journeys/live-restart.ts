import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { PreviewServer } from 'vite';
import { liveOf } from '../../../mock-server/live/hub';
import type { MockServer } from '../../../mock-server/server';
import { E2E_DIST, login, preferences, screenshot, stack, startMock, startPreview, text, until } from '../support';
import { rowNamed, unique } from '../support/entities';

/**
 * The server goes away and comes back (a restart on the same port and data folder, as a developer
 * restarting `npm run mock` does): the open admin says it is reconnecting, keeps what was typed,
 * and once the server is back shows what changed while it was away, without a reload.
 */
describe('a server restart', () => {
  let dir: string;
  let mock: MockServer;
  let preview: PreviewServer;
  let baseURL: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-restart-'));
    mock = await startMock({ dataDir: dir });
    ({ server: preview, url: baseURL } = await startPreview(E2E_DIST, mock.url));
  });
  after(async () => {
    await preview?.close();
    await mock?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const insertAccent = (title: string) => {
    const { id: _id, createdAt: _c, updatedAt: _u, __typename: _t, ...values } = mock.services.db.all('Accent')[0] as Record<string, unknown>;
    return mock.services.db.insert('Accent', { ...values, title } as never);
  };

  for (const [lang, theme] of [['en', 'dark'], ['fa', 'light']] as const) {
    test(`the admin survives the server's restart and refreshes what it missed (${lang})`, async (t) => {
      const context = await stack().newContext({ baseURL });
      t.after(() => context.close());
      await preferences(context, { language: lang, theme });
      const page = await context.newPage();
      // While `holding`, the browser's reconnects are turned away as a server still starting would: the
      // test writes what the admin missed before the admin can reconnect, however fast it retries.
      let holding = false;
      await page.routeWebSocket(/\/graphql$/, (socket) => {
        if (holding) socket.close({ code: 1013, reason: 'Try again later' });
        else socket.connectToServer();
      });
      await login(page, 'ADMIN');
      const suffix = unique();
      insertAccent(`Restart${suffix} one`);
      await page.goto(`/accents/manage?q=Restart${suffix}`);
      await rowNamed(page, `Restart${suffix} one`).waitFor();
      await until(() => liveOf(mock.services.db).rowListenersOf('Accent') > 0, 'the list is live');
      // A second tab of the same person, halfway through an edit.
      const form = await context.newPage();
      const master = mock.services.db.all('Master')[0];
      await form.goto(`/masters/edit/${master.id}`);
      const lastName = form.getByRole('textbox', { name: text(lang, 'master.fields.lastName'), exact: true });
      await until(async () => (await lastName.inputValue()) === String(master.lastName), 'the form shows the master');
      await lastName.fill(`Typed${suffix}`);

      const port = Number(new URL(mock.url).port);
      holding = true;
      await mock.stop();
      const note = page.locator('.live-status__note');
      await note.waitFor();
      await form.locator('.live-status__note').waitFor();
      await screenshot(page, `live-offline-${lang}-${theme}`);

      mock = await startMock({ dataDir: dir, port });
      // Written straight into the store: no event tells of it, only reading again after the reconnect shows it.
      insertAccent(`Restart${suffix} two`);
      holding = false;
      await until(async () => (await note.count()) === 0, 'the offline note goes once the server is back');
      await rowNamed(page, `Restart${suffix} two`).waitFor({ timeout: 60_000 });
      await until(async () => (await form.locator('.live-status__note').count()) === 0, 'the form’s tab is back too');
      assert.equal(await lastName.inputValue(), `Typed${suffix}`, 'what was typed is kept');
    });
  }
});

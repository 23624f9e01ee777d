// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions, type CliOptions } from '../../scripts/contract/options';
import { reproduction } from '../../scripts/contract/http/client';
import { verify } from '../../scripts/contract/verify';
import { STAFF_ROLES } from '../../src/ability/subjects';
import { startTestServer, type TestClient } from '../mock-server/harness';

let mock: TestClient;
const dir = mkdtempSync(join(tmpdir(), 'contract-'));

beforeAll(async () => {
  mock = await startTestServer();
});
afterAll(async () => {
  await mock.stop();
  rmSync(dir, { recursive: true, force: true });
});

const login = (role: string) => `${role.toLowerCase()}@example.com:${mock.config.devPassword}`;

async function run(args: string[]) {
  let printed = '';
  const verdict = await verify(parseOptions(args) as CliOptions, { out: (text) => (printed += text), progress: null, width: 200 });
  return { ...verdict, printed };
}

describe('npm run contract:verify against the mock server', () => {
  it('passes every check, as every role, writes included, and leaves no row behind', async () => {
    const totals = async () => Object.fromEntries([...mock.db.models.keys()].map((type) => [type, mock.db.all(type).length]));
    const before = await totals();
    const junit = join(dir, 'contract.xml');
    const roles = STAFF_ROLES.filter((role) => role !== 'ADMIN').flatMap((role) => ['--login-as', `${role}=${login(role)}`]);
    const { exitCode, results, printed } = await run(['--url', mock.endpoint, '--login', login('ADMIN'), ...roles, '--junit', junit]);
    const bad = results.filter((result) => result.status === 'failed' || result.status === 'error');
    expect(bad.map((result) => `${result.check} ${result.entity}: ${result.detail}\n${result.call ? reproduction(result.call) : ''}`)).toEqual([]);
    expect(exitCode).toBe(0);
    // Every entity of the schema is covered by every family of checks, without a hand-written list.
    const checked = (family: string) => new Set(results.filter((result) => result.check.startsWith(family) && result.status === 'passed').map((result) => result.entity));
    for (const family of ['list.total', 'list.paging', 'list.sort', 'crud.roundTrip', 'crud.bulkDelete', 'conflict.stale', 'trash.restore', 'auth.unauthenticated']) {
      expect(checked(family).size, family).toBe(mock.db.models.size);
    }
    expect(results.find((result) => result.check === 'roles.fields:FINANCE' && result.entity === 'PayGateway')?.status).toBe('passed');
    expect(results.find((result) => result.check === 'roles.write:EDITOR' && result.entity === 'Media')?.detail).toContain('delete');
    // View as a role: every other role's preview is handed that role's rules and is read-only.
    expect(results.filter((result) => result.check.startsWith('roles.preview:')).map((result) => result.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
    expect(printed).toMatch(/\n\d+ passed, 0 failed, \d+ skipped · \d+ requests · [\d.]+ s\n$/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="contract" tests="\d+" failures="0" errors="0"/);
    expect(xml).toContain('<testcase classname="Media" name="list.sort:TITLE"');
    // The rows it created (marked `ctr-<run>`) are deleted again.
    expect(await totals()).toEqual(before);
  }, 300_000);

  it('checks the second factor: ADMIN alone resets, and a round trip that leaves the account as it was', async () => {
    const roles = ['EDITOR', 'SUPPORT'].flatMap((role) => ['--login-as', `${role}=${login(role)}`]);
    const { exitCode, results } = await run(['--url', mock.endpoint, '--login', login('ADMIN'), ...roles, '--check', 'factor']);
    expect(results.map((result) => `${result.check} ${result.status} ${result.detail ?? ''}`.trim())).toEqual(['factor.resetForbidden:EDITOR passed', 'factor.roundTrip passed as EDITOR']);
    expect(exitCode).toBe(0);
    const editor = mock.db.all('User').find((row) => row.email === 'editor@example.com')!;
    expect(mock.server.services.factors!.hasFactor(editor.id)).toBe(false);
  });

  it('writes nothing with --read-only', async () => {
    const { exitCode, results } = await run(['--url', mock.endpoint, '--login', login('ADMIN'), '--read-only', '--only', 'Plan']);
    expect(exitCode).toBe(0);
    expect(results.filter((result) => result.check.startsWith('crud.')).map((result) => result.status)).toEqual(['skipped', 'skipped']);
    expect(mock.db.all('Plan').some((row) => JSON.stringify(row).includes('ctr-'))).toBe(false);
  });

  it('exits 2 when it cannot run', async () => {
    const refused = await run(['--url', mock.endpoint, '--login', 'admin@example.com:wrong-password']);
    expect(refused.exitCode).toBe(2);
    expect(refused.printed).toMatch(/cannot run: Signing in as admin@example.com failed: auth\.invalidCredentials/);
    const nobody = await run(['--url', 'http://127.0.0.1:9/graphql', '--token', 'x']);
    expect(nobody.exitCode).toBe(2);
    expect(nobody.printed).toMatch(/cannot run: No GraphQL server answers at http:\/\/127\.0\.0\.1:9\/graphql/);
    expect(() => parseOptions(['--url', mock.endpoint])).toThrow(/Give the main login/);
  });
});

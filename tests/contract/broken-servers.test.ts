// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions, type CliOptions } from '../../scripts/contract/options';
import { reproduction } from '../../scripts/contract/http/client';
import type { Result } from '../../scripts/contract/results';
import { verify } from '../../scripts/contract/verify';
import { startTestServer, type TestClient } from '../mock-server/harness';
import { pagesIn, roleOf, startBrokenServer, type Breakage, type Json } from './proxy';

let mock: TestClient;
let adminToken: string;

beforeAll(async () => {
  mock = await startTestServer();
  adminToken = await mock.login('ADMIN');
});
afterAll(() => mock.stop());

/** Runs contract:verify, as the CLI would be given `args`, against the mock server behind `breakage`. */
async function verifyBroken(breakage: Breakage, args: string[]) {
  const proxy = await startBrokenServer(mock.endpoint, breakage);
  try {
    const options = parseOptions(['--url', proxy.url, '--login', `admin@example.com:${mock.config.devPassword}`, ...args]) as CliOptions;
    let printed = '';
    const verdict = await verify(options, { out: (text) => (printed += text), progress: null, width: 400 });
    return { ...verdict, printed, failures: verdict.results.filter((result) => result.status === 'failed') };
  } finally {
    await proxy.stop();
  }
}

const described = (failures: Result[]) => failures.map((failure) => `${failure.check} ${failure.entity}: ${failure.detail}\n${failure.call ? reproduction(failure.call) : ''}`).join('\n');

/**
 * Each broken server has one bug and is checked on a narrow part of the suite (one entity, one
 * family of checks) so the file stays quick: the suite must exit 1 and name what broke, with a
 * reproduction that shows it.
 */
describe('contract:verify catches broken servers', () => {
  it('a server that serves sorted lists backwards', async () => {
    const reversed: Breakage = {
      response: (answer, body) => {
        if (body.variables?.sort) for (const page of pagesIn(answer.data)) (page.items as unknown[]).reverse();
        return answer;
      },
    };
    const { exitCode, failures, printed } = await verifyBroken(reversed, ['--only', 'Media', '--check', 'list.sort']);
    expect(exitCode).toBe(1);
    const title = failures.find((failure) => failure.check === 'list.sort:TITLE');
    expect(title?.detail, described(failures)).toMatch(/TITLE (ASC|DESC): (row \d+ .* comes before row|the list starts with row)/);
    expect(reproduction(title!.call!)).toContain('"sort":{"field":"TITLE"');
    expect(printed).toContain('FAIL  list.sort:TITLE');
  });

  it('a server that drops userErrors', async () => {
    const dropped: Breakage = {
      response: (answer) => JSON.parse(JSON.stringify(answer), (key, value: unknown) => (key === 'userErrors' ? [] : value)) as Json,
    };
    const { exitCode, failures } = await verifyBroken(dropped, ['--only', 'Language', '--check', 'validation']);
    expect(exitCode).toBe(1);
    const create = failures.find((failure) => failure.check === 'validation.create');
    expect(create?.detail, described(failures)).toMatch(/answered no userErrors/);
    expect(reproduction(create!.call!)).toMatch(/^mutation\(\$input:LanguageCreateInput!\)\{languageCreate/);
  });

  it('a server that ignores a filter', async () => {
    const ignoring: Breakage = {
      request: (body) => {
        const filter = body.variables?.filter as Json | undefined;
        if (filter && 'status' in filter) delete filter.status;
        return body;
      },
    };
    const { exitCode, failures } = await verifyBroken(ignoring, ['--only', 'Media', '--check', 'list.filter:status,list.filter:brand']);
    expect(exitCode).toBe(1);
    expect(failures.map((failure) => failure.check)).toEqual(['list.filter:status']);
    expect(failures[0].detail).toMatch(/filter \{"status":\["\w+"\]\} answered \d+ of \d+ rows that do not satisfy it \(e\.g\. row \d+ with status \["\w+"\]\)/);
    expect(reproduction(failures[0].call!)).toContain('"filter":{"status":[');
  });

  it('a server that leaks PayGateway.secretKey to FINANCE', async () => {
    const leaking: Breakage = {
      // Requests that read the secret run with an ADMIN token, whoever sent them.
      authorization: (header, body) => (roleOf(header) === 'FINANCE' && body.query?.includes('secretKey') ? `Bearer ${adminToken}` : header),
    };
    const { exitCode, failures } = await verifyBroken(leaking, ['--only', 'PayGateway', '--check', 'roles.fields', '--login-as', `FINANCE=finance@example.com:${mock.config.devPassword}`]);
    expect(exitCode).toBe(1);
    expect(failures.map((failure) => failure.check)).toEqual(['roles.fields:FINANCE']);
    expect(failures[0].detail).toMatch(/PayGateway\.secretKey was answered to FINANCE, who may not read it/);
    expect(reproduction(failures[0].call!)).toMatch(/secretKey.*\(as FINANCE\)$/);
  });

  it('a server that answers total wrong', async () => {
    const miscounting: Breakage = {
      response: (answer) => {
        for (const page of pagesIn(answer.data)) page.total = (page.total as number) + 1;
        return answer;
      },
    };
    const { exitCode, failures } = await verifyBroken(miscounting, ['--only', 'Accent', '--check', 'list.total,list.all']);
    expect(exitCode).toBe(1);
    const total = failures.find((failure) => failure.check === 'list.total');
    expect(total?.detail, described(failures)).toMatch(/total says (\d+) but pageSize: null answered (\d+) rows/);
    expect(failures.find((failure) => failure.check === 'list.all')?.detail).toMatch(/pageSize: null answered \d+ rows but total \d+/);
  });
});

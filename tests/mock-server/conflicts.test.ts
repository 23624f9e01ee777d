// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../mock-server/store/types';
import { tableFingerprint } from './fixtures';
import { startTestServer, type TestClient } from './harness';

/** Stale-save detection: every update may name the version it started from (docs/decisions.md). */
interface Payload {
  language: { id: string; title: string; updatedAt: string } | null;
  userErrors: { field: string[] | null; message: string; code: string; values: Record<string, unknown> | null }[];
}

let client: TestClient;
let row: Row;

const update = async (input: Record<string, unknown>, expectedUpdatedAt: string | null, role = 'ADMIN') => {
  const response = await client.run<{ languageUpdate: Payload }>('LanguageUpdate', { id: row.id, input, expectedUpdatedAt }, await client.login(role));
  expect(response.errors).toBeUndefined();
  return response.data!.languageUpdate;
};

beforeAll(async () => {
  client = await startTestServer();
  row = client.db.all('Language')[0];
});
afterAll(() => client.stop());

describe('updates that name the version they started from', () => {
  it('a fresh update passes and moves the version', async () => {
    const before = String(row.updatedAt);
    const saved = await update({ title: 'Fresh title' }, before);
    expect(saved.userErrors).toEqual([]);
    expect(saved.language?.title).toBe('Fresh title');
    expect(Date.parse(saved.language!.updatedAt)).toBeGreaterThan(Date.parse(before));
  });

  it('the version moves on every update, even within one millisecond', async () => {
    const clock = client.db.clock;
    client.db.clock = () => Date.parse(String(row.updatedAt));
    try {
      const versions: string[] = [String(row.updatedAt)];
      for (const title of ['One', 'Two', 'Three']) {
        const saved = await update({ title }, versions.at(-1)!);
        expect(saved.userErrors).toEqual([]);
        versions.push(saved.language!.updatedAt);
      }
      expect(new Set(versions).size).toBe(4);
      expect([...versions].sort()).toEqual(versions);
    } finally {
      client.db.clock = clock;
    }
  });

  it('a stale update is refused with CONFLICT, naming the current version and who saved it, and changes nothing', async () => {
    const loaded = String(row.updatedAt);
    const theirs = await update({ title: 'Saved by the editor' }, loaded, 'EDITOR');
    expect(theirs.userErrors).toEqual([]);
    const before = tableFingerprint(client.db, 'Language');
    const mine = await update({ title: 'Typed by the admin', isActive: !row.isActive }, loaded);
    expect(mine.language).toBeNull();
    expect(mine.userErrors).toEqual([
      { field: null, message: 'conflict.stale', code: 'CONFLICT', values: { updatedAt: theirs.language!.updatedAt, updatedBy: 'علی رضایی' } },
    ]);
    expect(tableFingerprint(client.db, 'Language')).toBe(before);
    expect(row.title).toBe('Saved by the editor');
  });

  it('saving again from the current version passes', async () => {
    const again = await update({ title: 'Merged title' }, String(row.updatedAt));
    expect(again.userErrors).toEqual([]);
    expect(row.title).toBe('Merged title');
  });

  it('an update without a version still wins, as before', async () => {
    const saved = await update({ title: 'Last write' }, null);
    expect(saved.userErrors).toEqual([]);
    expect(row.title).toBe('Last write');
  });

  it('authorization comes first: a role that may not update gets FORBIDDEN, not CONFLICT', async () => {
    const response = await client.run('LanguageUpdate', { id: row.id, input: { title: 'X' }, expectedUpdatedAt: '2000-01-01T00:00:00.000Z' }, await client.login('SUPPORT'));
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

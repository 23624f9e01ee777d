import { expect } from 'vitest';
import { Sql } from '../../mock-server/durable/sql';
import { databasePath } from '../../mock-server/durable/store';
import { codeOf, type TestClient } from './harness';

/** What the storage tests do against a server whose disk fails: write, read, and check it all after. */
export class Writes {
  readonly acknowledged = new Map<string, string>();
  readonly refused: string[] = [];
  private n = 0;

  constructor(private readonly prefix: string) {}

  /** Creates an accent; answers the error code when refused. */
  async create(client: TestClient, token: string): Promise<string | null> {
    const title = `${this.prefix} ${(this.n += 1)}`;
    const languageId = client.db.all('Language')[0].id;
    const result = await client.request<{ accentCreate: { accent: { id: string } | null } }>(
      'mutation($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } userErrors { message } } }',
      { i: { title, languageId } },
      token,
    );
    const id = result.data?.accentCreate.accent?.id;
    if (id) this.acknowledged.set(id, title);
    else this.refused.push(title);
    return id ? null : (codeOf(result) ?? 'NO_ID');
  }

  /** Titles of this test's accents as the server lists them. */
  async listed(client: TestClient, token: string): Promise<string[]> {
    const result = await client.request<{ accentList: { items: { title: string }[] } }>(
      'query($s: String) { accentList(filter: { search: $s }, page: 1, pageSize: null) { items { title } } }',
      { s: this.prefix },
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.accentList.items.map((item) => item.title);
  }

  /** Every acknowledged write is listed, no refused one ever is. */
  async expectExactlyAcknowledged(client: TestClient, token: string): Promise<void> {
    const listed = new Set(await this.listed(client, token));
    expect([...this.acknowledged.values()].filter((title) => !listed.has(title))).toEqual([]);
    expect(this.refused.filter((title) => listed.has(title))).toEqual([]);
  }
}

/** SQLite's own check of the file after it all. */
export function quickCheck(dir: string): string {
  const sql = Sql.open(databasePath(dir));
  try {
    return String(sql.value('PRAGMA quick_check'));
  } finally {
    sql.close();
  }
}

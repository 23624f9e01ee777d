// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { entityRoutes } from '../../src/entities/routes';
import { parseListParams } from '../../src/framework/list/listParams';
import type { DashboardQuery } from '../../src/gql/graphql';
import { tileLinks, type TileKey } from '../../src/pages/dashboard/tileLinks';
import { dashboardVariables } from '../../src/pages/dashboard/useDashboard';
import { startTestServer, type TestClient } from './harness';

type Listed = { items: { amount?: number; currency?: string }[]; total: number };

let client: TestClient;
let token: string;

beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

/** The list a tile's link opens, read as the manage screen reads its URL, then asked of the server. */
async function listOf(href: string, pageSize: number | null): Promise<Listed> {
  const url = new URL(href, 'http://admin.test');
  const route = entityRoutes.find((entry) => url.pathname === `/${entry.segment}/manage`)!;
  const declaration = (await route.load()).default;
  const { filter } = parseListParams(url.searchParams, declaration);
  const root = `${route.subject[0].toLowerCase()}${route.subject.slice(1)}List`;
  const result = await client.run<Record<string, Listed>>(`${route.subject}List`, { filter, page: 1, pageSize }, token);
  expect(result.errors).toBeUndefined();
  return result.data![root];
}

async function dashboard(now = new Date()) {
  const variables = dashboardVariables(createAppAbility(defineRulesFor('ADMIN')), now);
  const result = await client.run<DashboardQuery>('Dashboard', variables, token);
  expect(result.errors).toBeUndefined();
  return { figures: result.data!.dashboard, links: tileLinks(variables) };
}

describe('dashboard tiles count what their links open', () => {
  it.each<[TileKey, string]>([
    ['activeUsers', '/users/manage?status=ACTIVE'],
    ['newUsers7d', '/users/manage?createdAtFrom='],
    ['openAbuseReports', '/abuses/manage?status=OPEN'],
    ['pendingComments', '/comments/manage?status=PENDING'],
  ])('%s is the total of %s…', async (tile, link) => {
    const { figures, links } = await dashboard();
    expect(links[tile].startsWith(link)).toBe(true);
    const figure = figures[tile as 'activeUsers'];
    expect(figure).toBeGreaterThan(0);
    expect((await listOf(links[tile], 1)).total).toBe(figure);
  });

  it('revenue is the sum per currency of the succeeded payments its link lists', async () => {
    const { figures, links } = await dashboard();
    expect(links.revenue30d).toMatch(/^\/payments\/manage\?status=SUCCEEDED&paidAtFrom=\d{4}-\d{2}-\d{2}$/);
    const sums = new Map<string, number>();
    for (const row of (await listOf(links.revenue30d, null)).items) sums.set(row.currency!, (sums.get(row.currency!) ?? 0) + row.amount!);
    expect(new Map(figures.revenue30d!.map((money) => [money.currency, money.amount]))).toEqual(sums);
    expect(sums.size).toBeGreaterThan(0);
  });

  it('counts new users from the viewer’s midnight six days back, as the list filtered from that day', async () => {
    const now = new Date();
    const { figures, links } = await dashboard(now);
    const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6);
    const expected = client.db.all('User').filter((row) => Date.parse(String(row.createdAt)) >= first.getTime()).length;
    expect(figures.newUsers7d).toBe(expected);
    expect(new URL(links.newUsers7d, 'http://admin.test').searchParams.get('createdAtFrom')).toBe(
      `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-${String(first.getDate()).padStart(2, '0')}`,
    );
  });

  it('moves with a new user and a report picked up for review', async () => {
    const before = (await dashboard()).figures;
    const created = await client.run('UserCreate', { input: { fullName: 'Dashboard Tile', email: `tile-${Date.now()}@example.com`, role: 'LEARNER', status: 'ACTIVE' } }, token);
    expect(created.errors).toBeUndefined();
    const open = client.db.all('Abuse').find((row) => row.status === 'OPEN')!;
    const reviewed = await client.run('AbuseUpdate', { id: open.id, input: { status: 'REVIEWING' } }, token);
    expect(reviewed.errors).toBeUndefined();
    const { figures, links } = await dashboard();
    expect(figures.newUsers7d).toBe(before.newUsers7d! + 1);
    expect(figures.activeUsers).toBe(before.activeUsers! + 1);
    expect(figures.openAbuseReports).toBe(before.openAbuseReports! - 1);
    expect((await listOf(links.openAbuseReports, 1)).total).toBe(figures.openAbuseReports);
  });
});

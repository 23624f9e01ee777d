// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENTITY_SUBJECTS } from '../../src/ability/subjects';
import { entityRoutes } from '../../src/entities/routes';
import { urls, type NestedSubject } from '../../src/paths';

const nested: NestedSubject[] = ['Vocabulary', 'ProductAttribute'];

describe('the registry and its urls', () => {
  it('has exactly one entry per routed subject and one segment per entry', () => {
    const routed = ENTITY_SUBJECTS.filter((subject) => !nested.includes(subject as NestedSubject));
    expect(entityRoutes.map((info) => info.subject).sort()).toEqual([...routed].sort());
    expect(new Set(entityRoutes.map((info) => info.segment)).size).toBe(entityRoutes.length);
  });

  it('builds every link from the entry segment', () => {
    expect(urls.manage('Language')).toBe('/langs/manage');
    expect(urls.manage('User', { status: 'ACTIVE' })).toBe('/users/manage?status=ACTIVE');
    expect(urls.manage('Abuse', 'status=OPEN,REVIEWING')).toBe('/abuses/manage?status=OPEN,REVIEWING');
    expect(urls.new('ProductModule')).toBe('/productModules/new');
    expect(urls.edit('Media', '42')).toBe('/media/edit/42');
    expect(urls.userView('7')).toBe('/user/view/7');
    expect(urls.productAttributes('3')).toBe('/products/3/attributes/manage');
  });
});

describe('the mock server search', () => {
  it('links each hit where the registry routes it', async () => {
    const { createTestApollo } = await import('../utils/mockApollo');
    const { SearchDocument } = await import('../../src/gql/graphql');
    const { client, db } = createTestApollo('ADMIN');
    const language = db.all('Language')[0];
    const user = db.all('User')[0];
    const payment = db.all('Payment')[0];
    const pathFor = async (query: string, type: string) => {
      const { data } = await client.query({ query: SearchDocument, variables: { query } });
      return data?.searchGroups.flatMap((group) => group.hits).find((hit) => hit.type === type && hit.title === query)?.path;
    };
    expect(await pathFor(String(language.title), 'Language')).toBe(urls.edit('Language', language.id));
    expect(await pathFor(String(user.fullName), 'User')).toBe(urls.userView(user.id));
    expect(await pathFor(String(payment.trackingCode), 'Payment')).toBe(urls.manage('Payment', { q: String(payment.trackingCode) }));
  });
});

describe('the mock server search, grouped', () => {
  it('puts a serial named by the query before its episodes, and says how many more each type has', async () => {
    const { createTestApollo } = await import('../utils/mockApollo');
    const { SearchDocument } = await import('../../src/gql/graphql');
    const { client, db } = createTestApollo('ADMIN');
    const serial = db.all('Serial').find((row) => db.all('Media').filter((media) => (media.serial as { id: string } | null)?.id === row.id).length > 4)!;
    const query = String(serial.title);
    const { data } = await client.query({ query: SearchDocument, variables: { query } });
    const groups = data!.searchGroups;
    expect(groups[0].type).toBe('Serial');
    expect(groups[0].hits[0]).toMatchObject({ id: serial.id, title: query, path: urls.edit('Serial', serial.id) });
    const episodes = groups.find((group) => group.type === 'Media')!;
    expect(episodes.hits).toHaveLength(4);
    expect(episodes.total).toBeGreaterThan(4);
    expect(episodes.morePath).toBe(urls.manage('Media', { q: query }));
  });
});


// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';
import { sampleInput, tableFingerprint } from './fixtures';

type DeleteResult = { deletedId: string | null; userErrors: { code: string; message: string; values: { count: number } }[] };

let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('ADMIN');
});
afterAll(() => client.stop());

describe('referential integrity', () => {
  it('refuses to delete a language that media use, with IN_USE and a count', async () => {
    const language = client.db.all('Language')[0];
    const before = tableFingerprint(client.db, 'Language');
    const result = await client.run<{ languageDelete: DeleteResult }>('LanguageDelete', { id: language.id }, token);
    expect(result.data!.languageDelete.deletedId).toBeNull();
    expect(result.data!.languageDelete.userErrors[0]).toMatchObject({ code: 'IN_USE', message: 'validation.inUse' });
    expect(result.data!.languageDelete.userErrors[0].values.count).toBeGreaterThan(0);
    expect(tableFingerprint(client.db, 'Language')).toBe(before);
  });

  it('cascades a product to its attributes', async () => {
    const created = await client.run<{ productCreate: { product: { id: string } } }>('ProductCreate', { input: sampleInput(client.db, 'Product') }, token);
    const productId = created.data!.productCreate.product.id;
    for (const name of ['سطح', 'Level']) {
      const attribute = await client.run<{ productAttributeCreate: { userErrors: unknown[] } }>(
        'ProductAttributeCreate',
        { input: { productId, name, value: 'B1', position: 1 } },
        token,
      );
      expect(attribute.data!.productAttributeCreate.userErrors).toEqual([]);
    }
    const product = client.db.get('Product', productId)!;
    const attributes = client.db.all('ProductAttribute').filter((row) => row.product === product);
    expect(attributes).toHaveLength(2);
    const result = await client.run<{ productDelete: DeleteResult }>('ProductDelete', { id: productId }, token);
    expect(result.data!.productDelete.userErrors).toEqual([]);
    for (const attribute of attributes) expect(client.db.get('ProductAttribute', attribute.id)).toBeUndefined();
  });

  it('bulk delete is all or nothing', async () => {
    const free = client.db.all('Banner').slice(0, 2).map((row) => row.id);
    const usedLanguage = client.db.all('Language')[0].id;
    const mixed = await client.run<{ bannerBulkDelete: { deletedIds: string[]; userErrors: unknown[] } }>('BannerBulkDelete', { ids: [...free, 'missing'] }, token);
    expect(mixed.data!.bannerBulkDelete.deletedIds).toEqual([]);
    expect(client.db.get('Banner', free[0])).toBeDefined();
    const ok = await client.run<{ bannerBulkDelete: { deletedIds: string[] } }>('BannerBulkDelete', { ids: free }, token);
    expect(ok.data!.bannerBulkDelete.deletedIds).toEqual(free);
    const refused = await client.run<{ languageBulkDelete: { deletedIds: string[] } }>('LanguageBulkDelete', { ids: [usedLanguage] }, token);
    expect(refused.data!.languageBulkDelete.deletedIds).toEqual([]);
  });

  it('a reference to a missing row is NOT_FOUND on its field', async () => {
    const accent = client.db.all('Accent')[0];
    const result = await client.run<{ accentUpdate: { userErrors: { field: string[]; code: string }[] } }>('AccentUpdate', { id: accent.id, input: { languageId: '999999' } }, token);
    expect(result.data!.accentUpdate.userErrors).toEqual([expect.objectContaining({ field: ['input', 'languageId'], code: 'NOT_FOUND' })]);
    expect((accent.language as { id: string }).id).not.toBe('999999');
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './harness';

type File = { id: string; name: string; url: string; mimeType: string; sizeBytes: number; uploadedAt: string };
type Payload = { mediaCategoryUpdate: { mediaCategory: { files: File[] } | null; userErrors: unknown[] } };

let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('EDITOR');
});
afterAll(() => client.stop());

describe('files of a media category (folder)', () => {
  it('keeps the upload time of the files sent back, and stamps and numbers the new one', async () => {
    const folder = client.db.all('MediaCategory').find((row) => (row.files as File[]).length > 0)!;
    const before = folder.files as File[];
    const input = [
      ...before.map(({ id, name, url, mimeType, sizeBytes }) => ({ id, name, url, mimeType, sizeBytes })),
      { name: 'new.png', url: 'https://cdn.example.com/new.png', mimeType: 'image/png', sizeBytes: 10 },
    ];
    const result = await client.run<Payload>('MediaCategoryUpdate', { id: folder.id, input: { files: input } }, token);
    expect(result.data?.mediaCategoryUpdate.userErrors).toEqual([]);
    const files = result.data!.mediaCategoryUpdate.mediaCategory!.files;
    expect(files.slice(0, before.length).map((file) => file.uploadedAt)).toEqual(before.map((file) => file.uploadedAt));
    const added = files.at(-1)!;
    expect(added.id).toBeTruthy();
    expect(Date.parse(added.uploadedAt)).toBeGreaterThan(Math.max(...before.map((file) => Date.parse(file.uploadedAt))));
  });
});

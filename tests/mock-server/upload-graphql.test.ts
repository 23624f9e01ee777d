// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestServer, type TestClient } from './harness';

type Created = { createUpload: { upload: { uploadUrl: string; fileUrl: string; maxBytes: number } | null; userErrors: { message: string }[] } };

let client: TestClient;
beforeAll(async () => {
  client = await startTestServer();
});
afterAll(() => client.stop());

describe('createUpload', () => {
  it('round-trips an image through the one-time URL and stores its URL on an entity', async () => {
    const token = await client.login('EDITOR');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const created = await client.run<Created>('CreateUpload', { filename: 'cover art.png', contentType: 'image/png', sizeBytes: bytes.length }, token);
    const upload = created.data!.createUpload.upload!;
    expect(upload.uploadUrl.startsWith(client.server.url)).toBe(true);
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
    expect(put.status).toBe(201);
    const served = await fetch(upload.fileUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const master = client.db.all('Master')[0];
    const update = await client.run<{ masterUpdate: { userErrors: unknown[]; master: { avatarUrl: string } } }>('MasterUpdate', { id: master.id, input: { avatarUrl: upload.fileUrl } }, token);
    expect(update.data!.masterUpdate.userErrors).toEqual([]);
    expect(update.data!.masterUpdate.master.avatarUrl).toBe(upload.fileUrl);
  });

  it('refuses too large files and types outside the allow-list with clear message ids', async () => {
    const token = await client.login('EDITOR');
    const big = await client.run<Created>('CreateUpload', { filename: 'a.png', contentType: 'image/png', sizeBytes: client.config.uploadMaxBytes + 1 }, token);
    expect(big.data!.createUpload.userErrors.map((e) => e.message)).toContain('upload.tooLarge');
    const exe = await client.run<Created>('CreateUpload', { filename: 'a.exe', contentType: 'application/x-msdownload', sizeBytes: 10 }, token);
    expect(exe.data!.createUpload.userErrors.map((e) => e.message)).toContain('upload.type');
  });

  it('needs a signed-in user', async () => {
    expect(codeOf(await client.run('CreateUpload', { filename: 'a.png', contentType: 'image/png', sizeBytes: 1 }))).toBe('UNAUTHENTICATED');
  });
});

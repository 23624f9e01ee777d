// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import { sampleInput } from './fixtures';

const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persistence (--data DIR)', () => {
  it('keeps created, changed and deleted rows, settings and uploads across a restart', async () => {
    const first = await startTestServer({ dataDir: dir });
    expect(first.server.origin.kind).toBe('seed');
    const token = await first.login('ADMIN');
    const input = sampleInput(first.db, 'Language');
    const created = await first.run<{ languageCreate: { language: { id: string } } }>('LanguageCreate', { input }, token);
    const id = created.data!.languageCreate.language.id;
    const media = first.db.all('Media').find((row) => row.status === 'DRAFT')!;
    await first.run('MediaUpdate', { id: media.id, input: { title: 'عنوان تازه' } }, token);
    const comment = first.db.all('Comment').find((row) => first.db.referencesTo(row).length === 0)!;
    await first.run('CommentDelete', { id: comment.id }, token);
    await first.run('ViewerUpdate', { input: { theme: 'DARK' } }, token);
    const upload = await first.run<{ createUpload: { upload: { uploadUrl: string; fileUrl: string } } }>('CreateUpload', { filename: 'x.txt', contentType: 'text/vtt', sizeBytes: 6 }, token);
    const { uploadUrl, fileUrl } = upload.data!.createUpload.upload;
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/vtt' }, body: 'WEBVTT' })).status).toBe(201);
    const counts = Object.fromEntries([...first.db.models.keys()].map((type) => [type, first.db.all(type).length]));
    await first.stop();
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const second = await startTestServer({ dataDir: dir, port: first.server.port });
    try {
      expect(second.server.origin.kind).toBe('restored');
      expect(Object.fromEntries([...second.db.models.keys()].map((type) => [type, second.db.all(type).length]))).toEqual(counts);
      expect(second.db.get('Language', id)?.code).toBe(input.code);
      expect(second.db.get('Media', media.id)?.title).toBe('عنوان تازه');
      expect(second.db.get('Comment', comment.id)).toBeUndefined();
      const payment = second.db.all('Payment')[0];
      expect(second.db.get('User', (payment.user as { id: string }).id)).toBe(payment.user);
      const token2 = await second.login('ADMIN');
      const viewer = await second.run<{ viewer: { settings: { theme: string } } }>('Viewer', {}, token2);
      expect(viewer.data!.viewer.settings.theme).toBe('DARK');
      const file = await fetch(fileUrl);
      expect(await file.text()).toBe('WEBVTT');
      const next = await second.run<{ languageCreate: { language: { id: string } } }>('LanguageCreate', { input: sampleInput(second.db, 'Language') }, token2);
      expect(Number(next.data!.languageCreate.language.id)).toBeGreaterThan(Number(id));
    } finally {
      await second.stop();
    }
  });
});

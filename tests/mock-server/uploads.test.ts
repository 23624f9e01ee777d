// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Store } from '../../mock-server/durable/store';
import { close, listen } from '../../mock-server/http';
import { MAX_OPEN_TICKETS, sanitizeFilename, UploadStore, type UploadStoreOptions } from '../../mock-server/uploads';

const servers: Server[] = [];
const dirs: string[] = [];
const uploadStores: UploadStore[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(close));
  uploadStores.splice(0).forEach((store) => store.close());
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-uploads-'));
  dirs.push(dir);
  return dir;
};

async function serve(opts: Partial<UploadStoreOptions> = {}) {
  const server = createServer();
  servers.push(server);
  const { url } = await listen(server, '127.0.0.1', 0);
  const store = new UploadStore({ publicUrl: url, maxBytes: 1024, contentTypes: ['image/png', 'image/svg+xml'], ...opts });
  uploadStores.push(store);
  server.on('request', (req, res) => {
    void store.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end();
    });
  });
  return { store, url };
}

const png = (size: number) => Buffer.alloc(size, 7);
const ticket = (store: UploadStore, filename = 'cover.png', sizeBytes = 100, contentType = 'image/png') => {
  const { upload, userErrors } = store.create({ filename, contentType, sizeBytes, userId: 'u1' });
  expect(userErrors).toEqual([]);
  return upload!;
};
const put = (url: string, body: Buffer, contentType = 'image/png') =>
  // Copied into a plain Uint8Array: the DOM typings of fetch do not accept a Node Buffer.
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

describe('UploadStore.create', () => {
  it('refuses bad requests with field errors and message ids', async () => {
    const { store } = await serve();
    const { upload, userErrors } = store.create({ filename: '../etc/passwd', contentType: 'text/html', sizeBytes: 5000, userId: 'u1' });
    expect(upload).toBeNull();
    expect(userErrors).toEqual([
      { field: ['filename'], message: 'upload.filename', code: 'INVALID' },
      { field: ['contentType'], message: 'upload.type', code: 'INVALID', values: { type: 'text/html' } },
      { field: ['sizeBytes'], message: 'upload.tooLarge', code: 'INVALID', values: { max: 1024 } },
    ]);
    expect(store.create({ filename: 'a.png', contentType: 'image/png', sizeBytes: -1, userId: 'u1' }).userErrors[0].field).toEqual([
      'sizeBytes',
    ]);
  });

  it('hands out an upload URL and a file URL on its own public URL', async () => {
    const { store, url } = await serve({ now: () => Date.UTC(2025, 0, 1) });
    const upload = ticket(store, 'My Cover.png');
    expect(upload.uploadUrl).toMatch(new RegExp(`^${url}/uploads/[\\w-]{20,}$`));
    expect(upload.fileUrl).toMatch(new RegExp(`^${url}/files/[a-f0-9]{24}/My-Cover\\.png$`));
    expect(upload).toMatchObject({ expiresAt: '2025-01-01T00:15:00.000Z', maxBytes: 1024 });
  });

  it('sanitizes names but keeps letters of any script', () => {
    expect(sanitizeFilename('  عکس جلد.png ')).toBe('عکس-جلد.png');
    expect(sanitizeFilename('a<b>"c".png')).toBe('a_b__c_.png');
    expect(sanitizeFilename('.hidden.png')).toBe('hidden.png');
    for (const bad of ['', '   ', '..', 'a/b.png', 'a\\b.png', 'a\u0000.png', '<>"', 'x'.repeat(201)]) {
      expect(sanitizeFilename(bad)).toBeNull();
    }
  });
});

describe('upload round trip', () => {
  it('stores the PUT bytes and serves them back with caching and safety headers', async () => {
    const { store } = await serve();
    const upload = ticket(store, 'cover.png', 300);
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    const response = await put(upload.uploadUrl, bytes);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ fileUrl: upload.fileUrl });

    const file = await fetch(upload.fileUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-length')).toBe('300');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBeNull();

    const head = await fetch(upload.fileUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('300');
  });

  const directives = (response: Response) => (response.headers.get('content-security-policy') ?? '').split(/\s*;\s*/);

  it('serves SVG with a script-free content security policy, sandboxed when opened on its own', async () => {
    const { store } = await serve();
    const upload = ticket(store, 'logo.svg', 50, 'image/svg+xml');
    expect((await put(upload.uploadUrl, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).status).toBe(201);
    const file = await fetch(upload.fileUrl);
    expect(directives(file)).toEqual(expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'", "form-action 'none'", 'sandbox']));
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a PDF inline (the browser’s viewer) with a strict policy: no script, form or outside resource', async () => {
    const { store } = await serve({ contentTypes: ['application/pdf'] });
    const upload = ticket(store, 'invoice.pdf', 50, 'application/pdf');
    expect((await put(upload.uploadUrl, Buffer.from('%PDF-1.4\n%%EOF'), 'application/pdf')).status).toBe(201);
    const file = await fetch(upload.fileUrl);
    expect(directives(file)).toEqual(expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'", "form-action 'none'", "base-uri 'none'"]));
    // No sandbox: Safari then shows an empty window for some PDFs; Chromium's viewer takes none of the policy.
    expect(directives(file)).not.toContain('sandbox');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('round-trips a Persian file name', async () => {
    const { store } = await serve();
    const upload = ticket(store, 'عکس جلد.png');
    expect((await put(upload.uploadUrl, png(10))).status).toBe(201);
    expect((await fetch(upload.fileUrl)).status).toBe(200);
  });

  it('accepts each upload URL once', async () => {
    const { store } = await serve();
    const upload = ticket(store);
    expect((await put(upload.uploadUrl, png(10))).status).toBe(201);
    const again = await put(upload.uploadUrl, png(20));
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ error: 'upload.used' });
    expect((await (await fetch(upload.fileUrl)).arrayBuffer()).byteLength).toBe(10);
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    const { store } = await serve();
    const declared = await put(ticket(store).uploadUrl, png(4096));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'upload.tooLarge' });

    const upload = ticket(store);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(png(512));
        controller.close();
      },
    });
    const streamed = await fetch(upload.uploadUrl, {
      method: 'PUT',
      body: stream,
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await fetch(upload.fileUrl)).status).toBe(404);
  });

  it('refuses another content type than announced without spending the URL', async () => {
    const { store } = await serve();
    const upload = ticket(store);
    const wrong = await put(upload.uploadUrl, png(10), 'image/jpeg');
    expect(wrong.status).toBe(415);
    expect(await wrong.json()).toEqual({ error: 'upload.type' });
    expect((await put(upload.uploadUrl, png(10), 'image/png; charset=binary')).status).toBe(201);
  });

  it('refuses an expired upload URL', async () => {
    let now = Date.UTC(2025, 0, 1);
    const { store } = await serve({ now: () => now, ttlSeconds: 60 });
    const upload = ticket(store);
    now += 61_000;
    const response = await put(upload.uploadUrl, png(10));
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ error: 'upload.expired' });
  });

  it('answers 404 for unknown tokens, files and names, and leaves other paths alone', async () => {
    const { store, url } = await serve();
    expect((await put(`${url}/uploads/nope`, png(1))).status).toBe(404);
    expect(await (await fetch(`${url}/files/${'a'.repeat(24)}/x.png`)).json()).toEqual({ error: 'file.notFound' });
    const upload = ticket(store);
    await put(upload.uploadUrl, png(1));
    expect((await fetch(upload.fileUrl.replace(/[^/]+$/, 'other.png'))).status).toBe(404);
    expect((await fetch(`${url}/graphql`)).status).toBe(418);
  });
});

describe('upload persistence', () => {
  // The index of stored files is saved in the server's database, as with --data DIR.
  const stores: Store[] = [];
  const onDisk = (dir: string) => ({ dir, store: stores[stores.push(Store.open(dir)) - 1] });
  afterAll(() => stores.splice(0).forEach((store) => store.close()));

  it('serves stored files from a new store on the same directory', async () => {
    const dir = tempDir();
    const first = await serve(onDisk(dir));
    const upload = ticket(first.store, 'keep.png');
    expect((await put(upload.uploadUrl, png(64))).status).toBe(201);
    expect(readdirSync(join(dir, 'files')).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const second = await serve(onDisk(dir));
    expect(second.store.load()).toBe(1);
    const path = new URL(upload.fileUrl).pathname;
    const file = await fetch(`${second.url}${path}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png(64));

    const empty = await serve(onDisk(tempDir()));
    expect(empty.store.load()).toBe(0);
  });
});

/** A refusal must reach a client that is still sending (not a reset), and must not spend the URL. */
describe('uploads over the limit', () => {
  const outcome = (request: Promise<Response>) =>
    request.then(
      (response) => response.status,
      (error: { cause?: { code?: string } }) => error.cause?.code ?? 'reset',
    );

  it('answers 413 to a client still sending, every time, and keeps the URL usable', async () => {
    const { store } = await serve({ maxBytes: 1024 });
    const upload = ticket(store, 'big.png', 1000);
    const answers: (number | string)[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await outcome(put(upload.uploadUrl, png(4 * 1024 * 1024))));
    expect(answers).toEqual([413, 413, 413, 413, 413]);
    expect((await put(upload.uploadUrl, png(1000))).status).toBe(201);
    expect((await (await fetch(upload.fileUrl)).arrayBuffer()).byteLength).toBe(1000);
    expect((await put(upload.uploadUrl, png(1000))).status).toBe(410);
  });

  it('keeps the URL usable after a streamed body runs over the declared size', async () => {
    const { store } = await serve({ maxBytes: 1024 });
    const upload = ticket(store, 'stream.png', 100);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new Uint8Array(png(16 * 1024)));
        controller.close();
      },
    });
    const streamed = fetch(upload.uploadUrl, { method: 'PUT', body: stream, headers: { 'content-type': 'image/png' }, duplex: 'half' } as RequestInit);
    expect(await outcome(streamed)).toBe(413);
    expect((await put(upload.uploadUrl, png(100))).status).toBe(201);
  });
});

describe('declared sizes and the per-user quota', () => {
  it('refuses bytes beyond the size declared to createUpload', async () => {
    const { store } = await serve({ maxBytes: 1024 });
    const response = await put(ticket(store, 'a.png', 10).uploadUrl, png(500));
    expect(response.status).toBe(413);
  });

  const MiB = 1024 * 1024;
  const create = (store: UploadStore, sizeBytes: number, userId = 'u1') => store.create({ filename: 'c.png', contentType: 'image/png', sizeBytes, userId });

  it('refuses an upload that would take a user past their quota for the window, counting open tickets', async () => {
    let now = Date.UTC(2025, 0, 1);
    const { store } = await serve({ maxBytes: MiB, quotaBytes: 1.5 * MiB, quotaWindowSeconds: 3600, ttlSeconds: 600, now: () => now });
    expect((await put(ticket(store, 'a.png', MiB).uploadUrl, png(MiB))).status).toBe(201);
    now += 20 * 60_000;
    ticket(store, 'b.png', MiB / 4);
    const over = create(store, MiB / 2);
    expect(over.upload).toBeNull();
    // The open ticket expires in 10 minutes, and then 0.5 MB fit again.
    expect(over.userErrors).toEqual([{ field: ['sizeBytes'], message: 'upload.quota', code: 'INVALID', values: { megabytes: 1.5, window: 60, retry: 10 } }]);
    expect(create(store, (3 * MiB) / 4).userErrors[0].values).toEqual({ megabytes: 1.5, window: 60, retry: 40 });
    expect(create(store, MiB / 2, 'u2').userErrors).toEqual([]);
    // An unused ticket stops counting when it expires; the stored file when the hour has passed.
    now += 10 * 60_000 + 1;
    expect(create(store, MiB / 2).userErrors).toEqual([]);
    now += 30 * 60_000;
    expect(create(store, MiB).userErrors).toEqual([]);
  });

  it('counts an upload while its bytes are being sent, so parallel uploads cannot pass the quota', async () => {
    const { store } = await serve({ maxBytes: 1000, quotaBytes: 1000 });
    const upload = ticket(store, 'slow.png', 1000);
    let sending!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (sending = controller) });
    sending.enqueue(new Uint8Array(png(500)));
    const sent = fetch(upload.uploadUrl, { method: 'PUT', body: stream, headers: { 'content-type': 'image/png' }, duplex: 'half' } as RequestInit);
    try {
      // Another type is refused without spending the URL: 415 before the upload starts, 410 while it runs.
      for (let status = 0; status !== 410; ) status = (await put(upload.uploadUrl, png(1), 'image/gif')).status;
      expect(create(store, 1).userErrors[0]?.message).toBe('upload.quota');
    } finally {
      sending.enqueue(new Uint8Array(png(500)));
      sending.close();
    }
    expect((await sent).status).toBe(201);
    expect(create(store, 1).userErrors[0]?.message).toBe('upload.quota');
  });

  it('refuses more open upload URLs than the limit, even of no bytes, until they expire', async () => {
    let now = Date.UTC(2025, 0, 1);
    const { store } = await serve({ ttlSeconds: 60, now: () => now });
    for (let i = 0; i < MAX_OPEN_TICKETS; i += 1) expect(create(store, 0).userErrors).toEqual([]);
    expect(create(store, 0).userErrors[0]).toMatchObject({ message: 'upload.quota', values: { retry: 1 } });
    now += 61_000;
    expect(create(store, 0).userErrors).toEqual([]);
  });

  it('keeps uploaded bytes on disk without a data folder, and removes them on close', async () => {
    const { store } = await serve();
    const upload = ticket(store, 'kept.png', 100);
    expect((await put(upload.uploadUrl, png(100))).status).toBe(201);
    const folder = store.filesFolder!;
    expect(readdirSync(folder)).toHaveLength(1);
    expect(Buffer.from(await (await fetch(upload.fileUrl)).arrayBuffer())).toEqual(png(100));
    store.close();
    expect(existsSync(folder)).toBe(false);
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendJson } from './http-body';
import { removeTempFiles, writeFileAtomic } from './atomic-write';
import { readChecked, sumOf } from './durable/checked';
import { DamagedDatabaseError, isDiskRefusal, NotSavedError, type Store } from './durable/store';

export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  uploadedBy: string;
  size: number;
  createdAt: string;
}

export const FILE_ID = /^[a-f0-9]{24}$/;

/**
 * Files that are documents when opened on their own (a link opens them in a tab), where a
 * crafted one could run script, post a form or load from elsewhere on the files' origin. Shown
 * in the admin they are pictures (`<img>`, which runs nothing and ignores these headers) or links.
 * SVG is also sandboxed (an origin of its own). A PDF is not: Safari then shows an empty window
 * for some PDFs, and Chromium's viewer applies no policy of the PDF's anyway; inline styles stay
 * allowed because Chromium's page around its viewer needs them.
 */
const STRICT = "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'";
const DOCUMENT_POLICIES: Record<string, string> = {
  'image/svg+xml': `${STRICT}; sandbox`,
  'application/pdf': STRICT,
};

/**
 * Uploaded bytes and their metadata, under `dir` (one file per id) with the index in the server's
 * database. Bytes are written (and synced) before the index row is committed, so a crash in
 * between leaves an unreferenced file at worst, never an index entry without bytes. Without
 * `dir` (no `--data`) the bytes go to a temporary folder, made at the first upload and removed by
 * `close`, and the index stays in memory: uploads never pile up in the server's memory.
 */
export class FileStore {
  private readonly files = new Map<string, StoredFile>();
  private dir: string | null;
  private readonly temporary: boolean;

  constructor(
    dir: string | null,
    private readonly store?: Store,
  ) {
    if (dir && !store) throw new Error('A FileStore on disk needs the database its index is saved in');
    this.dir = dir;
    this.temporary = !dir;
  }

  has(id: string): boolean {
    return this.files.has(id);
  }

  /** One uploader's files, for the per-user quota. */
  uploadedBy(userId: string): StoredFile[] {
    return [...this.files.values()].filter((file) => file.uploadedBy === userId);
  }

  /** The folder the bytes are written to (the temporary one once made). */
  get folder(): string | null {
    return this.dir;
  }

  close(): void {
    if (this.temporary && this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  load(): number {
    if (!this.dir || !this.store) return 0;
    removeTempFiles(this.dir);
    // An entry whose bytes are gone (deleted by hand) would only ever answer 404; skip it.
    const damaged: string[] = [];
    for (const row of readChecked(this.store.sql, 'uploads', 'ORDER BY rowid', [], (name, why) => damaged.push(`${name} (${why})`))) {
      const file = JSON.parse(String(row.at(-1))) as StoredFile;
      if (FILE_ID.test(file.id) && existsSync(join(this.dir, file.id))) this.files.set(file.id, file);
    }
    // Like a damaged entity row: the start is refused, named, rather than a file served under a changed name or owner.
    if (damaged.length > 0) throw new DamagedDatabaseError(this.store.path ?? ':memory:', `${damaged.length} row(s) cannot be read: ${damaged.slice(0, 5).join(', ')}`);
    return this.files.size;
  }

  /** Rejects with NotSavedError when the disk refuses the bytes or the index; the file is then not served. */
  async save(file: StoredFile, bytes: Buffer): Promise<void> {
    this.dir ??= mkdtempSync(join(tmpdir(), 'mock-uploads-'));
    // A disk that refuses the bytes refuses the upload as it refuses any write (NOT_SAVED), not as a server fault.
    await writeFileAtomic(join(this.dir, file.id), bytes).catch((error: unknown) => {
      throw isDiskRefusal(error) ? new NotSavedError(error) : error;
    });
    const store = this.store;
    // A temporary folder's files end with the server: their index needs no saving.
    if (!store || this.temporary) {
      this.files.set(file.id, file);
      return;
    }
    // Its own unit, after any document being committed (uploads are not GraphQL).
    const release = await store.lock();
    try {
      const data = JSON.stringify(file);
      store.write('INSERT OR REPLACE INTO uploads (id, uploaded_by, size, data, sum) VALUES (?, ?, ?, ?, ?)', [file.id, file.uploadedBy, file.size, data, sumOf([file.id, file.uploadedBy, file.size, data])]);
      store.commit();
    } catch (error) {
      store.rollback();
      throw error;
    } finally {
      release();
    }
    this.files.set(file.id, file);
  }

  /** Answers GET/HEAD `/files/:id/:name`; the name must match too, so URLs cannot be guessed from ids. */
  async serve(id: string, encodedName: string, headOnly: boolean, res: ServerResponse): Promise<void> {
    const file = FILE_ID.test(id) ? this.files.get(id) : undefined;
    let name: string | null = null;
    try {
      name = decodeURIComponent(encodedName);
    } catch {
      // A malformed escape cannot name any stored file.
    }
    const bytes = file && name === file.name ? await this.bytesOf(file) : null;
    if (!file || !bytes) return sendJson(res, 404, { error: 'file.notFound' });
    const headers: Record<string, string | number> = {
      'content-type': file.contentType,
      'content-length': bytes.length,
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // The admin may be served from another origin than the files.
      'cross-origin-resource-policy': 'cross-origin',
    };
    const policy = DOCUMENT_POLICIES[file.contentType];
    if (policy) headers['content-security-policy'] = policy;
    res.writeHead(200, headers);
    res.end(headOnly ? undefined : bytes);
  }

  private async bytesOf(file: StoredFile): Promise<Buffer | null> {
    if (!this.dir) return null;
    return readFile(join(this.dir, file.id)).catch(() => null);
  }
}

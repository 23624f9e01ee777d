import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
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
 * Uploaded bytes and their metadata, in memory or under `dir` (one file per id) with the index in
 * the server's database. Bytes are written (and synced) before the index row is committed, so a
 * crash in between leaves an unreferenced file at worst, never an index entry without bytes.
 */
export class FileStore {
  private readonly files = new Map<string, StoredFile>();
  private readonly memory = new Map<string, Buffer>();

  constructor(
    private readonly dir: string | null,
    private readonly store?: Store,
  ) {
    if (dir && !store) throw new Error('A FileStore on disk needs the database its index is saved in');
  }

  /** Bytes stored for one uploader, for the per-user quota. */
  bytesUploadedBy(userId: string): number {
    let total = 0;
    for (const file of this.files.values()) if (file.uploadedBy === userId) total += file.size;
    return total;
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
    if (!this.dir || !this.store) {
      this.memory.set(file.id, bytes);
      this.files.set(file.id, file);
      return;
    }
    // A disk that refuses the bytes refuses the upload as it refuses any write (NOT_SAVED), not as a server fault.
    await writeFileAtomic(join(this.dir, file.id), bytes).catch((error: unknown) => {
      throw isDiskRefusal(error) ? new NotSavedError(error) : error;
    });
    const store = this.store;
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
    // An SVG opened directly is a document that could run script; this keeps it a picture.
    if (file.contentType === 'image/svg+xml') {
      headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    }
    res.writeHead(200, headers);
    res.end(headOnly ? undefined : bytes);
  }

  private async bytesOf(file: StoredFile): Promise<Buffer | null> {
    if (!this.dir) return this.memory.get(file.id) ?? null;
    return readFile(join(this.dir, file.id)).catch(() => null);
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendJson } from './http-body';
import { removeStaleTempFiles, writeFileAtomic } from './persistence';

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
 * Uploaded bytes and their metadata, in memory or under `dir` (one file per id plus an
 * `index.json`). Bytes are written before the index, so a crash in between leaves an
 * unreferenced file at worst, never an index entry without bytes.
 */
export class FileStore {
  private readonly files = new Map<string, StoredFile>();
  private readonly memory = new Map<string, Buffer>();
  // Index writes run one after another so an older snapshot never lands after a newer one.
  private indexWrites: Promise<void> = Promise.resolve();

  constructor(private readonly dir: string | null) {}

  /** Bytes stored for one uploader, for the per-user quota. */
  bytesUploadedBy(userId: string): number {
    let total = 0;
    for (const file of this.files.values()) if (file.uploadedBy === userId) total += file.size;
    return total;
  }

  load(): number {
    if (!this.dir) return 0;
    const indexPath = join(this.dir, 'index.json');
    removeStaleTempFiles(indexPath);
    if (!existsSync(indexPath)) return 0;
    let index: { version: number; files?: StoredFile[] };
    try {
      index = JSON.parse(readFileSync(indexPath, 'utf8'));
    } catch (error) {
      throw new Error(`Upload index ${indexPath} cannot be read: ${(error as Error).message}`);
    }
    // An entry whose bytes are gone (deleted by hand) would only ever answer 404; skip it.
    for (const file of index.files ?? []) {
      if (FILE_ID.test(file.id) && existsSync(join(this.dir, file.id))) this.files.set(file.id, file);
    }
    return this.files.size;
  }

  async save(file: StoredFile, bytes: Buffer): Promise<void> {
    if (!this.dir) {
      this.memory.set(file.id, bytes);
      this.files.set(file.id, file);
      return;
    }
    await writeFileAtomic(join(this.dir, file.id), bytes);
    this.files.set(file.id, file);
    const indexPath = join(this.dir, 'index.json');
    const write = () => writeFileAtomic(indexPath, JSON.stringify({ version: 1, files: [...this.files.values()] }));
    this.indexWrites = this.indexWrites.then(write, write);
    await this.indexWrites;
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

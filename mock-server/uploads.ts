import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FileStore, type StoredFile } from './file-store';
import { NotSavedError, type Store } from './durable/store';
import { NOT_SAVED } from './durable/plugin';
import { readBody, refuseBody, sendJson } from './http-body';
import { quotaRefusal, type QuotaLimits } from './uploadQuota';

export interface UploadUserError {
  field: string[];
  message: string;
  code: 'INVALID';
  values?: Record<string, unknown>;
}

export interface UploadTicket {
  uploadUrl: string;
  fileUrl: string;
  expiresAt: string;
  maxBytes: number;
}

export interface UploadStoreOptions {
  publicUrl: string;
  maxBytes: number;
  contentTypes: string[];
  /** How long an upload URL stays usable (default 15 minutes); an unused one then stops counting. */
  ttlSeconds?: number;
  /** Files are kept under `dir/files` when set, else in a temporary folder removed by `close` (never in memory). */
  dir?: string | null;
  /** With `dir`: where the index of stored files is saved (the server's database). */
  store?: Store;
  /** Milliseconds, like `Date.now`. */
  now?: () => number;
  /** Bytes one user may upload per quota window, stored or promised to open URLs (default 100 MiB). */
  quotaBytes?: number;
  /** The quota's window in seconds (default an hour). */
  quotaWindowSeconds?: number;
}

/** Open upload URLs one user may hold: each is remembered until it expires, even at 0 bytes. */
export const MAX_OPEN_TICKETS = 50;

interface Pending {
  id: string;
  name: string;
  contentType: string;
  expiresAt: number;
  used: boolean;
  uploadedBy: string;
  /** As declared to `create`: the upload must be exactly this long. */
  sizeBytes: number;
}

const mediaType = (value: string | undefined) => (value ?? '').split(';')[0].trim().toLowerCase();

/**
 * The name as it will appear in the file URL, or null when it cannot be used. Letters of any
 * script are kept (Persian names stay readable); separators and control characters are refused
 * rather than cleaned, because such a name is a path, not a file name.
 */
export function sanitizeFilename(filename: string): string | null {
  const name = filename.normalize('NFC').trim();
  if (!name || name.length > 200 || /[/\\\p{Cc}]/u.test(name)) return null;
  const safe = name
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}._-]/gu, '_')
    .replace(/^\.+/, '');
  return /[\p{L}\p{N}]/u.test(safe) ? safe : null;
}

/**
 * The presigned-URL pattern: `create` hands out a one-time, short-lived upload URL; the browser
 * PUTs the bytes there and keeps the returned file URL, which is what entities store.
 */
export class UploadStore {
  /** Settable so a server listening on port 0 can fix it once the port is known. */
  publicUrl: string;
  private readonly maxBytes: number;
  private readonly contentTypes: Set<string>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly pending = new Map<string, Pending>();
  private readonly files: FileStore;
  private readonly quota: QuotaLimits;

  constructor(opts: UploadStoreOptions) {
    this.publicUrl = opts.publicUrl.replace(/\/+$/, '');
    this.maxBytes = opts.maxBytes;
    this.contentTypes = new Set(opts.contentTypes.map((type) => type.toLowerCase()));
    this.ttlMs = (opts.ttlSeconds ?? 15 * 60) * 1000;
    this.files = new FileStore(opts.dir ? join(opts.dir, 'files') : null, opts.store);
    this.now = opts.now ?? Date.now;
    this.quota = { bytes: opts.quotaBytes ?? 100 * 1024 * 1024, windowMs: (opts.quotaWindowSeconds ?? 3600) * 1000, openTickets: MAX_OPEN_TICKETS };
  }

  /** `upload.quota` when `sizeBytes` more would take the user past the window's bytes or open URLs. */
  private quotaRefusal(userId: string, sizeBytes: number): UploadUserError | null {
    const stored = this.files.uploadedBy(userId).map((file) => ({ bytes: file.size, until: Date.parse(file.createdAt) + this.quota.windowMs }));
    // A ticket counts until its file is stored (then the file counts), also while its bytes are
    // being sent, as the file it is about to be: otherwise parallel uploads would each pass the quota.
    const tickets = [...this.pending.values()]
      .filter((pending) => pending.uploadedBy === userId && !this.files.has(pending.id))
      .map((pending) => ({ bytes: pending.sizeBytes, until: pending.used ? this.now() + this.quota.windowMs : pending.expiresAt }));
    return quotaRefusal(stored, tickets, sizeBytes, this.quota, this.now());
  }

  create(req: { filename: string; contentType: string; sizeBytes: number; userId: string }): {
    upload: UploadTicket | null;
    userErrors: UploadUserError[];
  } {
    const userErrors: UploadUserError[] = [];
    const name = sanitizeFilename(req.filename);
    if (!name) userErrors.push({ field: ['filename'], message: 'upload.filename', code: 'INVALID' });
    const type = mediaType(req.contentType);
    if (!this.contentTypes.has(type)) {
      userErrors.push({ field: ['contentType'], message: 'upload.type', code: 'INVALID', values: { type: req.contentType } });
    }
    if (!Number.isInteger(req.sizeBytes) || req.sizeBytes < 0) {
      userErrors.push({ field: ['sizeBytes'], message: 'upload.size', code: 'INVALID' });
    } else if (req.sizeBytes > this.maxBytes) {
      userErrors.push({ field: ['sizeBytes'], message: 'upload.tooLarge', code: 'INVALID', values: { max: this.maxBytes } });
    }
    if (userErrors.length > 0 || !name) return { upload: null, userErrors };
    this.prune();
    const overQuota = this.quotaRefusal(req.userId, req.sizeBytes);
    if (overQuota) return { upload: null, userErrors: [overQuota] };

    const token = randomBytes(24).toString('base64url');
    const id = randomBytes(12).toString('hex');
    const expiresAt = this.now() + this.ttlMs;
    this.pending.set(token, { id, name, contentType: type, expiresAt, used: false, uploadedBy: req.userId, sizeBytes: req.sizeBytes });
    return {
      upload: {
        uploadUrl: `${this.publicUrl}/uploads/${token}`,
        fileUrl: this.fileUrl(id, name),
        expiresAt: new Date(expiresAt).toISOString(),
        maxBytes: this.maxBytes,
      },
      userErrors: [],
    };
  }

  /** Serves `/uploads/:token` and `/files/:id/:name`; false for any other path. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const [, root, ...rest] = new URL(req.url ?? '/', 'http://mock.invalid').pathname.split('/');
    if (root !== 'uploads' && root !== 'files') return false;
    const method = (req.method ?? 'GET').toUpperCase();
    if (root === 'uploads' && rest.length === 1 && method === 'PUT') await this.receive(rest[0], req, res);
    else if (root === 'files' && rest.length === 2 && (method === 'GET' || method === 'HEAD')) {
      await this.files.serve(rest[0], rest[1], method === 'HEAD', res);
    } else if (root === 'uploads' && method !== 'PUT') await refuseBody(req, res, 405, { error: 'upload.method' });
    else sendJson(res, 404, { error: root === 'files' ? 'file.notFound' : 'upload.notFound' });
    return true;
  }

  /** Re-reads the index of stored files after a restart; returns how many are served. */
  load(): number {
    return this.files.load();
  }

  /** Where the bytes are written (a temporary folder without `dir`, once the first file came). */
  get filesFolder(): string | null {
    return this.files.folder;
  }

  /** Removes the temporary folder of a store without `dir`; files under `dir` stay. */
  close(): void {
    this.files.close();
  }

  private async receive(token: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pending = this.pending.get(token);
    if (!pending) return refuseBody(req, res, 404, { error: 'upload.notFound' });
    if (pending.used) return refuseBody(req, res, 410, { error: 'upload.used' });
    if (this.now() > pending.expiresAt) return refuseBody(req, res, 410, { error: 'upload.expired' });
    if (mediaType(req.headers['content-type']) !== pending.contentType) {
      return refuseBody(req, res, 415, { error: 'upload.type' });
    }
    // Taken while reading, so a concurrent second PUT cannot race the first; spent only once the
    // file is stored: a refused or broken upload leaves the URL for another try.
    pending.used = true;
    let stored = false;
    try {
      // The size declared to createUpload (and counted against the quota) is the most accepted.
      const read = await readBody(req, pending.sizeBytes);
      if (!read.ok) {
        pending.used = false;
        return await refuseBody(req, res, 413, { error: 'upload.tooLarge' });
      }
      const file: StoredFile = {
        id: pending.id,
        name: pending.name,
        contentType: pending.contentType,
        uploadedBy: pending.uploadedBy,
        size: read.body.length,
        createdAt: new Date(this.now()).toISOString(),
      };
      try {
        await this.files.save(file, read.body);
      } catch (error) {
        if (!(error instanceof NotSavedError)) throw error;
        console.error(`Upload not saved: ${error.message}`);
        // 507 Insufficient Storage, with the code every other refused write carries.
        return sendJson(res, 507, { error: 'upload.notSaved', code: NOT_SAVED.extensions.code, message: NOT_SAVED.message });
      }
      stored = true;
      sendJson(res, 201, { fileUrl: this.fileUrl(file.id, file.name) });
    } finally {
      if (!stored) pending.used = false;
    }
  }

  private fileUrl(id: string, name: string): string {
    return `${this.publicUrl}/files/${id}/${encodeURIComponent(name)}`;
  }

  /** Spent and expired tokens stay one extra ttl so a late PUT learns why (410) instead of 404. */
  private prune(): void {
    const cutoff = this.now() - this.ttlMs;
    for (const [token, pending] of this.pending) {
      if (pending.expiresAt < cutoff) this.pending.delete(token);
    }
  }
}

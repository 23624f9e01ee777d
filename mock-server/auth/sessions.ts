import type { Snapshotted } from '../durable/parts';
import type { TokenService } from './tokens';

/** One sign-in, as its owner and ADMIN see it; `id` is its token's id. */
export interface SessionRecord {
  id: string;
  userId: string;
  /** The user's session generation when it was signed (tokens.ts), so a later change that ended it is seen. */
  generation: number;
  expiresAtSeconds: number;
  userAgent: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
}

export interface SessionsListSnapshot {
  sessions: SessionRecord[];
}

/** "Last seen" moves at most this often: a request is not a write (the list shows minutes). */
const SEEN_STEP_MS = 60_000;

/**
 * The sessions people can see and end (issue 36): one record per sign-in, kept with the store (a
 * row each, durable/parts.ts) while its token is accepted. Whether it is, the token service
 * decides (a logout, a password or role change, an expiry), so the list never disagrees with it.
 */
export class SessionList implements Snapshotted<SessionsListSnapshot> {
  private records = new Map<string, SessionRecord>();

  constructor(
    private readonly tokens: TokenService,
    private readonly now: () => number,
  ) {}

  started(record: Omit<SessionRecord, 'signedInAt' | 'lastSeenAt'>): void {
    const at = new Date(this.now()).toISOString();
    this.records.set(record.id, { ...record, signedInAt: at, lastSeenAt: at });
  }

  /** A request of the session arrived (context.ts); cheap, since every request calls it. */
  seen(jti: string): void {
    const record = this.records.get(jti);
    if (!record) return;
    const now = this.now();
    if (now - Date.parse(record.lastSeenAt) >= SEEN_STEP_MS) record.lastSeenAt = new Date(now).toISOString();
  }

  private live(record: SessionRecord): boolean {
    return this.tokens.accepts({ jti: record.id, userId: record.userId, generation: record.generation, expiresAtSeconds: record.expiresAtSeconds });
  }

  get(jti: string): SessionRecord | null {
    const record = this.records.get(jti);
    return record && this.live(record) ? record : null;
  }

  /** A user's accepted sessions, the latest sign-in first. */
  of(userId: string): SessionRecord[] {
    return [...this.records.values()]
      .filter((record) => record.userId === userId && this.live(record))
      .sort((a, b) => b.signedInAt.localeCompare(a.signedInAt));
  }

  /** Ends a session: its token is refused from now on and its sockets are closed (live/hub.ts). */
  end(record: SessionRecord): void {
    this.tokens.revoke(record.id, record.expiresAtSeconds);
    this.records.delete(record.id);
  }

  save(): SessionsListSnapshot {
    for (const record of [...this.records.values()]) if (!this.live(record)) this.records.delete(record.id);
    return { sessions: [...this.records.values()].map((record) => ({ ...record })) };
  }

  load(snapshot: SessionsListSnapshot | undefined): void {
    this.records = new Map((snapshot?.sessions ?? []).map((record) => [record.id, { ...record }]));
  }
}

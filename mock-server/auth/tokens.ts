import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { PreviewSessions } from '../preview';

export interface TokenClaims {
  userId: string;
  role: string;
  jti: string;
}

const ALG = 'HS256';
/** Verified tokens remembered (a signature check costs more than the rest of a small request). */
const MAX_VERIFIED = 10_000;

interface Verified {
  claims: TokenClaims;
  gen: unknown;
  exp: number;
  iat: number;
}

/** What outlives a restart: logouts, the per-user session generations and the sessions kept across one. */
export interface SessionsSnapshot {
  revoked: [string, number][];
  generations: Record<string, number>;
  /** Token id → the generation it was carried into and when it would have expired anyway (seconds). */
  kept?: [string, [number, number]][];
  /** Sessions signed before this time (seconds) are ended: set when saved sessions were lost (`lost`). */
  endedBefore?: number;
}

/**
 * Signed, expiring bearer tokens. Logout must end a session before its expiry, so revoked
 * token ids are remembered until the token would have expired anyway, then forgotten.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private revoked = new Map<string, number>();
  /** A token carries its user's generation at sign-in; a higher one ends every older session. */
  private generations = new Map<string, number>();
  /** Sessions that survived their user's new generation (the one that changed the password). */
  private kept = new Map<string, [generation: number, expiresAtSeconds: number]>();
  /** Tokens issued before this (seconds) are refused: a damaged revocation cannot say which it revoked. */
  private endedBefore = 0;
  /** Tokens whose signature and claims were checked once; expiry and revocation are checked every time. */
  private verified = new Map<string, Verified>();
  /** Sessions looking through another role's eyes (preview.ts); a logout ends its session's preview. */
  readonly previews = new PreviewSessions();
  /** Told when sessions end (a logout, a user's sessions ended), so open sockets are checked again (live/hub.ts). */
  onSessionsEnded: (() => void) | null = null;

  /** `now` returns milliseconds, like `Date.now`; tests pass a fake clock. */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!secret) throw new Error('TokenService needs a non-empty secret');
    if (!(ttlSeconds > 0)) throw new Error('TokenService needs a positive ttl');
    this.key = new TextEncoder().encode(secret);
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Also answers the token's id and generation, for the session list (sessions.ts) to judge it by later. */
  async sign(user: { id: string; role: string }): Promise<{ token: string; expiresAt: Date; jti: string; generation: number }> {
    const iat = this.nowSeconds();
    const exp = iat + this.ttlSeconds;
    const generation = this.generations.get(user.id) ?? 0;
    const jti = randomUUID();
    const token = await new SignJWT({ role: user.role, gen: generation })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(user.id)
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000), jti, generation };
  }

  /** Whether a session signed as `sign` answered is still accepted, judged as `verify` judges its token. */
  accepts(session: { jti: string; userId: string; generation: number; expiresAtSeconds: number }): boolean {
    if (session.expiresAtSeconds <= this.nowSeconds() || this.revoked.has(session.jti)) return false;
    const generation = this.kept.get(session.jti)?.[0] ?? session.generation;
    return generation === (this.generations.get(session.userId) ?? 0);
  }

  /** Null for anything unusable: malformed, wrong signature, expired, revoked, missing claims. */
  async verify(token: string): Promise<TokenClaims | null> {
    if (!token) return null;
    const known = this.verified.get(token) ?? (await this.check(token));
    // Expired as jose counts it: `exp` at or before now.
    if (!known || known.exp <= this.nowSeconds()) return null;
    this.prune();
    const { claims } = known;
    if (this.revoked.has(claims.jti) || known.iat < this.endedBefore) return null;
    const generation = this.kept.get(claims.jti)?.[0] ?? known.gen ?? 0;
    if (generation !== (this.generations.get(claims.userId) ?? 0)) return null;
    return claims;
  }

  /** Signature, algorithm and claims: the parts of a token that never change, checked once. */
  private async check(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      });
      const { sub, jti, role, exp, iat } = payload;
      if (typeof sub !== 'string' || typeof jti !== 'string' || typeof role !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
      const verified = { claims: { userId: sub, role, jti }, gen: payload.gen, exp, iat };
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, verified);
      return verified;
    } catch {
      return null;
    }
  }

  /**
   * Pass the token's `exp` when known; without it the id is kept for a full ttl, which
   * outlives any token this service signed.
   */
  revoke(jti: string, expiresAtSeconds?: number): void {
    this.prune();
    this.revoked.set(jti, expiresAtSeconds ?? this.nowSeconds() + this.ttlSeconds);
    this.previews.end(jti);
    this.onSessionsEnded?.();
  }

  /**
   * Every token the user holds stops being accepted (role or status changed, account deleted), but
   * the one whose id is `keepJti` (a password change ends the other sessions, not the one asking).
   */
  endSessionsOf(userId: string, keepJti?: string): void {
    const generation = (this.generations.get(userId) ?? 0) + 1;
    this.generations.set(userId, generation);
    this.prune();
    if (keepJti) this.kept.set(keepJti, [generation, this.nowSeconds() + this.ttlSeconds]);
    this.onSessionsEnded?.();
  }

  save(): SessionsSnapshot {
    this.prune();
    return { revoked: [...this.revoked], generations: Object.fromEntries(this.generations), kept: [...this.kept], endedBefore: this.endedBefore };
  }

  load(snapshot: SessionsSnapshot | undefined): void {
    this.revoked = new Map(snapshot?.revoked ?? []);
    this.generations = new Map(Object.entries(snapshot?.generations ?? {}));
    this.kept = new Map(snapshot?.kept ?? []);
    this.endedBefore = snapshot?.endedBefore ?? 0;
  }

  /** Saved sessions were lost (a salvaged file): a lost revocation may have been any of them, so all end. */
  lost(): void {
    this.endedBefore = this.nowSeconds();
    this.verified.clear();
  }

  private prune(): void {
    const now = this.nowSeconds();
    for (const [jti, exp] of this.revoked) {
      if (exp < now) this.revoked.delete(jti);
    }
    for (const [jti, [, exp]] of this.kept) {
      if (exp < now) this.kept.delete(jti);
    }
  }
}

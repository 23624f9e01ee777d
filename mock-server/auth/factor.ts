import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
const ISSUER = 'Lingua Admin';
export const RECOVERY_CODE_COUNT = 10;
/** How long sign-in's second step waits for a code, and how many wrong codes it takes. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_TRIES = 5;
/** No 0/o, 1/l/i: a recovery code is read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

interface Enrolled {
  secret: string;
  enrolledAt: string;
  /** sha256 of each unused recovery code (they are random, so a fast hash is enough). */
  recovery: string[];
  /** The last TOTP step accepted: a code is never accepted twice (RFC 6238 section 5.2). */
  lastStep: number;
}

export interface FactorSnapshot {
  enrolled: Record<string, Enrolled>;
  /** Secrets started and not yet confirmed, by user. */
  pending: Record<string, string>;
}

export type CodeCheck = 'totp' | 'recovery' | null;

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits to ASCII; spaces and hyphens dropped; lower case. */
export function normalizeCode(code: string): string {
  return code
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\s\u200c\u200f\u200e-]+/g, '')
    .toLowerCase();
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function recoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD });

/**
 * Second factors of staff (TOTP and recovery codes) and sign-in's pending challenges. Enrolments
 * are saved with the tables (a snapshot part, like sessions); challenges live in memory, so a
 * restart asks for the password again.
 */
export class FactorStore {
  private enrolled = new Map<string, Enrolled>();
  private pending = new Map<string, string>();
  private challenges = new Map<string, { userId: string; expiresAt: number; tries: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether the user has a factor: sign-in asks for it, and the throttle may lean on it. */
  hasFactor(userId: string): boolean {
    return this.enrolled.has(userId);
  }

  stateOf(userId: string): { enrolledAt: string | null; recoveryCodesLeft: number } {
    const entry = this.enrolled.get(userId);
    return { enrolledAt: entry?.enrolledAt ?? null, recoveryCodesLeft: entry?.recovery.length ?? 0 };
  }

  /** A new secret for `userId`, replacing one started before; its `otpauth://` URI names `account`. */
  start(userId: string, account: string): { secret: string; uri: string } {
    const secret = new Secret({ size: 20 }).base32;
    this.pending.set(userId, secret);
    return { secret, uri: totpOf(secret, account).toString() };
  }

  /** Ten recovery codes when `code` fits the started secret; null otherwise (or nothing started). */
  confirm(userId: string, code: string): string[] | null {
    const secret = this.pending.get(userId);
    if (!secret) return null;
    const step = this.stepOf(secret, normalizeCode(code), -1);
    if (step === null) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    this.pending.delete(userId);
    this.enrolled.set(userId, { secret, enrolledAt: new Date(this.now()).toISOString(), recovery: codes.map((each) => sha256(normalizeCode(each))), lastStep: step });
    return codes;
  }

  isPending(userId: string): boolean {
    return this.pending.has(userId);
  }

  /**
   * Checks a code of an enrolled user and spends it: a TOTP step is not accepted again, a recovery
   * code is removed. Says which kind matched, or null.
   */
  verify(userId: string, code: string): CodeCheck {
    const entry = this.enrolled.get(userId);
    if (!entry) return null;
    const clean = normalizeCode(code);
    if (/^\d{6}$/.test(clean)) {
      const step = this.stepOf(entry.secret, clean, entry.lastStep);
      if (step === null) return null;
      entry.lastStep = step;
      return 'totp';
    }
    const hash = Buffer.from(sha256(clean));
    const index = entry.recovery.findIndex((each) => timingSafeEqual(Buffer.from(each), hash));
    if (index < 0) return null;
    entry.recovery.splice(index, 1);
    return 'recovery';
  }

  /** The step a code belongs to (now, or one step either side), when later than `after`. */
  private stepOf(secret: string, code: string, after: number): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const timestamp = this.now();
    const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
    if (delta === null) return null;
    const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
    return step > after ? step : null;
  }

  /** Removes the factor (disabled by its owner, or reset by an ADMIN); true when there was one. */
  remove(userId: string): boolean {
    this.pending.delete(userId);
    return this.enrolled.delete(userId);
  }

  /** An opaque token for sign-in's second step. */
  challenge(userId: string): { token: string; expiresAt: Date } {
    this.prune();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.now() + CHALLENGE_MS;
    this.challenges.set(token, { userId, expiresAt, tries: 0 });
    return { token, expiresAt: new Date(expiresAt) };
  }

  /**
   * The user of a live challenge, counting a try; after CHALLENGE_TRIES the challenge is gone and
   * the password must be given again. `spend` ends it (a code was accepted).
   */
  challengeUser(token: string): string | null {
    this.prune();
    const entry = this.challenges.get(token);
    if (!entry) return null;
    entry.tries += 1;
    if (entry.tries > CHALLENGE_TRIES) {
      this.challenges.delete(token);
      return null;
    }
    return entry.userId;
  }

  spend(token: string): void {
    this.challenges.delete(token);
  }

  private prune(): void {
    const now = this.now();
    for (const [token, entry] of this.challenges) if (entry.expiresAt <= now) this.challenges.delete(token);
  }

  save(): FactorSnapshot {
    return { enrolled: Object.fromEntries(this.enrolled), pending: Object.fromEntries(this.pending) };
  }

  load(snapshot: FactorSnapshot): void {
    this.enrolled = new Map(Object.entries(snapshot.enrolled ?? {}));
    this.pending = new Map(Object.entries(snapshot.pending ?? {}));
  }
}

export interface ThrottleLimits {
  /** Failures one source (address) may make against one account before each further try waits. */
  freePerSource: number;
  /** Failures one address may make over any accounts before each further try waits. */
  freePerAddress: number;
  /** Failures an account may take from all sources together before every unknown source waits. */
  freePerAccount: number;
  /** The first wait of a source (or address) past its free failures; each further failure doubles it. */
  sourceDelayMs: number;
  /** The first wait of an account past its free failures; each further failure doubles it. */
  accountDelayMs: number;
  /** No wait is longer: the right password always gets through once it is over. */
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  freePerSource: 5,
  freePerAddress: 20,
  freePerAccount: 10,
  sourceDelayMs: 1000,
  accountDelayMs: 4000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

/** Who has to wait: this source for this account, this address for any account, or the account. */
export type ThrottleScope = 'source' | 'address' | 'account';

export interface Wait {
  scope: ThrottleScope;
  retryAfterSeconds: number;
}

/** Failed attempts an account took since its last sign-in, for the owner to be told (at most a few addresses named). */
export interface FailureNotice {
  count: number;
  addresses: string[];
  since: number;
}

const NAMED_ADDRESSES = 5;
const KNOWN_ADDRESSES = 10;
/** Past this many counters, forgotten ones are pruned before a new one is added (a spray of made-up e-mails). */
const MAX_KEYS = 50_000;

/**
 * Failed password attempts slow down, never lock: past a few free failures, each further one
 * makes the next try wait longer (doubling, capped), per source and account, per address and per
 * account over all sources. A try while waiting is refused without looking at the password and
 * is not counted, so hammering does not lengthen the wait, and the right password always passes
 * once it is over. The account-wide wait spares addresses the owner signed in from before: a
 * stranger spreading guesses over many addresses slows down everyone else, not the owner at home
 * (docs/decisions.md, issue 36).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly known = new Map<string, string[]>();
  private readonly unreported = new Map<string, FailureNotice>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length > 0) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  private waitOf(key: string, free: number, firstMs: number): number {
    const times = this.recent(key);
    if (times.length <= free) return 0;
    const delay = Math.min(firstMs * 2 ** (times.length - free - 1), this.limits.maxDelayMs);
    return Math.max(0, times.at(-1)! + delay - this.now());
  }

  private scopes(account: string, address: string): [ThrottleScope, string, number, number][] {
    const { freePerSource, freePerAddress, freePerAccount, sourceDelayMs, accountDelayMs } = this.limits;
    return [
      ['source', `s:${account}\n${address}`, freePerSource, sourceDelayMs],
      ['address', `ip:${address}`, freePerAddress, sourceDelayMs],
      ['account', `a:${account}`, freePerAccount, accountDelayMs],
    ];
  }

  /** The longest wait this try is under, or null when it may go ahead. */
  check(account: string, address: string): Wait | null {
    let longest: Wait | null = null;
    for (const [scope, key, free, firstMs] of this.scopes(account, address)) {
      if (scope === 'account' && this.known.get(account)?.includes(address)) continue;
      const ms = this.waitOf(key, free, firstMs);
      const retryAfterSeconds = Math.ceil(ms / 1000);
      if (ms > 0 && (!longest || retryAfterSeconds > longest.retryAfterSeconds)) longest = { scope, retryAfterSeconds };
    }
    return longest;
  }

  /** A wrong password; `owned` when the account exists, so its owner is told of it later. */
  failed(account: string, address: string, owned = true): void {
    const now = this.now();
    if (this.failures.size > MAX_KEYS) for (const key of [...this.failures.keys()]) this.recent(key);
    for (const [, key] of this.scopes(account, address)) this.failures.set(key, [...this.recent(key), now]);
    if (!owned) return;
    const notice = this.unreported.get(account) ?? { count: 0, addresses: [], since: now };
    notice.count += 1;
    if (!notice.addresses.includes(address)) notice.addresses.push(address);
    this.unreported.set(account, notice);
  }

  /**
   * The right password from `address`: its own counters and the account's are cleared (other
   * sources still wait), the address becomes a known one, and the failures since the last
   * sign-in are answered once, for the owner to be told.
   */
  succeeded(account: string, address: string): FailureNotice | null {
    this.failures.delete(`a:${account}`);
    this.failures.delete(`s:${account}\n${address}`);
    const known = (this.known.get(account) ?? []).filter((item) => item !== address);
    this.known.set(account, [address, ...known].slice(0, KNOWN_ADDRESSES));
    const notice = this.unreported.get(account) ?? null;
    this.unreported.delete(account);
    return notice && { ...notice, addresses: notice.addresses.slice(0, NAMED_ADDRESSES) };
  }

  /** What the account has against it now: failures in the window and the longest wait an unknown source faces. */
  stateOf(account: string): { failedAttempts: number; retryAfterSeconds: number } {
    const failedAttempts = this.recent(`a:${account}`).length;
    const { freePerAccount, accountDelayMs } = this.limits;
    return { failedAttempts, retryAfterSeconds: Math.ceil(this.waitOf(`a:${account}`, freePerAccount, accountDelayMs) / 1000) };
  }

  /** ADMIN clears an account: no source waits for it any more (addresses keep their own counts). */
  clear(account: string): void {
    this.failures.delete(`a:${account}`);
    const prefix = `s:${account}\n`;
    for (const key of [...this.failures.keys()]) if (key.startsWith(prefix)) this.failures.delete(key);
  }
}

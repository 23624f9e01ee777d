import { GraphQLError } from 'graphql';

export interface ThrottleLimits {
  /** Failed sign-ins one account may take per window. */
  perAccount: number;
  /** Failed sign-ins one address may make per window (over any accounts). */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

/**
 * Failed logins per account and per address in a sliding window: guessing a password (or
 * spraying one over many accounts) stops after a few tries, with a clear error saying when to
 * retry. A success clears the account's count, not the address's.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

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

  /** Throws TOO_MANY_ATTEMPTS while the account or the address is over its limit. */
  check(account: string, address: string): void {
    for (const [key, max] of [[`a:${account}`, this.limits.perAccount], [`ip:${address}`, this.limits.perAddress]] as const) {
      const times = this.recent(key);
      if (times.length >= max) {
        const retryAfterSeconds = Math.ceil((times[0] + this.limits.windowMs - this.now()) / 1000);
        throw new GraphQLError('Too many failed sign-ins; try again later', {
          extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds, http: { status: 200 } },
        });
      }
    }
  }

  failed(account: string, address: string): void {
    const now = this.now();
    for (const key of [`a:${account}`, `ip:${address}`]) this.failures.set(key, [...this.recent(key), now]);
  }

  succeeded(account: string): void {
    this.failures.delete(`a:${account}`);
  }
}

import { GraphQLError } from 'graphql';
import type { FailureNotice, LoginThrottle, Wait } from '../auth/throttle';
import type { MockContext } from '../context';
import type { Row } from '../store/types';

/** The throttle's key for an account: its e-mail as typed, trimmed and lower-cased. */
export const accountKey = (email: unknown) => String(email).trim().toLocaleLowerCase();
export const addressOf = (ctx: MockContext) => ctx.address ?? 'unknown';

/** Refused without looking at the password; `retryAfterSeconds` is what the sign-in page counts down. */
export function tooManyAttempts(wait: Wait): GraphQLError {
  return new GraphQLError('Too many failed attempts; try again after the wait', {
    extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: wait.retryAfterSeconds, scope: wait.scope, http: { status: 200 } },
  });
}

function guard(ctx: MockContext, throttle: LoginThrottle | undefined, email: string, user: Row | undefined): void {
  const wait = throttle?.check(accountKey(email), addressOf(ctx));
  if (!wait) return;
  // Many sources against one account: one with a second factor is asked for its code instead (its
  // sign-in always is), so guesses spread over many addresses cannot make its owner wait.
  if (wait.scope === 'account' && user && ctx.factors?.hasFactor(String(user.id))) return;
  throw tooManyAttempts(wait);
}

const userByEmail = (ctx: MockContext, email: string) => ctx.db.all('User').find((row) => String(row.email).toLocaleLowerCase() === accountKey(email));

/** TOO_MANY_ATTEMPTS while this sign-in has to wait; also run by preauthorize.ts. */
export function guardSignIn(ctx: MockContext, email: string): Row | undefined {
  const user = userByEmail(ctx, email);
  guard(ctx, ctx.throttle, email, user);
  return user;
}

/** A password change guesses the current password too, on its own counters (never the sign-in's). */
export function guardPasswordChange(ctx: MockContext, user: Row): void {
  guard(ctx, ctx.passwordThrottle, String(user.email), user);
}

/** The failures since the last sign-in as the login answers them, for the owner to be told. */
export function failedSignInsOf(notice: FailureNotice | null | undefined) {
  return notice ? { count: notice.count, addresses: notice.addresses, since: new Date(notice.since).toISOString() } : null;
}

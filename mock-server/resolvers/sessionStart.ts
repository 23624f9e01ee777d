import { parseUserAgent } from '../auth/userAgent';
import { writeBestEffort } from '../durable/bestEffort';
import type { MockContext } from '../context';
import type { Row } from '../store/types';
import { accountKey, addressOf, failedSignInsOf } from './signInGuard';

/**
 * What every way of signing in ends with, once the person is who they say (the password, and a
 * second factor where one is asked): a token, the session kept for the list (browser, address),
 * and the failures since the last sign-in, answered once for the owner to be told.
 */
export async function startSession(ctx: MockContext, user: Row) {
  const notice = ctx.throttle?.succeeded(accountKey(user.email), addressOf(ctx));
  const { token, expiresAt, jti, generation } = await ctx.tokens.sign({ id: user.id, role: String(user.role) });
  const record = { id: jti, userId: user.id, generation, expiresAtSeconds: Math.floor(expiresAt.getTime() / 1000), userAgent: ctx.userAgent ?? '', address: addressOf(ctx) };
  // The token is what signing in needs: a disk that refuses the list's entry refuses only the entry
  // (the session then works but is not listed), as for the last sign-in time.
  writeBestEffort(ctx.db, `the session list's entry of user ${user.id}`, () => ctx.sessionList?.started(record));
  return { token, expiresAt: expiresAt.toISOString(), failedSignIns: failedSignInsOf(notice) };
}

/** A kept session as the schema's `Session` type answers it. */
export function sessionOut(ctx: MockContext, record: { id: string; userAgent: string; address: string; signedInAt: string; lastSeenAt: string }) {
  return { ...parseUserAgent(record.userAgent), id: record.id, userAgent: record.userAgent, address: record.address, signedInAt: record.signedInAt, lastSeenAt: record.lastSeenAt, current: ctx.token?.jti === record.id };
}

import { authorize, requireViewer } from '../authz';
import type { MockContext } from '../context';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../generated/resolvers-types';
import type { Row } from '../store/types';
import { actorOf, nowOf } from '../undo/record';
import { undoStateOf } from '../undo/state';
import { sessionOut } from './sessionStart';
import { accountKey } from './signInGuard';

/**
 * Sessions people can see and end, and the sign-in throttle ADMIN clears (issue 36). One's own
 * sessions are one's own to end; another account's are ended by whoever may update that account
 * (the shared rules: ADMIN for staff), and that is recorded in the activity log.
 */

/** The account whose sessions or throttle are asked about: the viewer's own, or one the viewer may update. */
function accountOf(ctx: MockContext, userId: string | null | undefined): { user: Row; own: boolean } | null {
  const viewer = requireViewer(ctx);
  if (!userId || userId === viewer.id) return { user: viewer, own: true };
  const user = ctx.db.get('User', String(userId));
  if (!user) return null;
  authorize(ctx, 'update', user);
  return { user, own: false };
}

function record(ctx: MockContext, user: Row, action: 'SESSIONS_END' | 'THROTTLE_CLEAR', field: string, count: number): void {
  undoStateOf(ctx.db).history.add({
    subject: 'User',
    recordId: user.id,
    at: nowOf(ctx),
    by: actorOf(ctx),
    action,
    changes: [{ field, before: count, after: 0, redacted: false }],
  });
}

/** FORBIDDEN for a session of an account the viewer may not update; also run by preauthorize.ts. */
export function checkEndSession(ctx: MockContext, id: string): void {
  const session = ctx.sessionList?.get(id);
  accountOf(ctx, session?.userId);
}

export function checkAccount(ctx: MockContext, userId: string | null | undefined): void {
  accountOf(ctx, userId);
}

export const sessionResolvers = {
  Viewer: {
    sessions: (viewer, _, ctx) => (ctx.sessionList?.of(viewer.userId) ?? []).map((session) => sessionOut(ctx, session)),
  },
  Query: {
    staffSecurity: (_, args, ctx) => {
      const account = accountOf(ctx, args.userId);
      if (!account) return null;
      const sessions = (ctx.sessionList?.of(account.user.id) ?? []).map((session) => sessionOut(ctx, session));
      const throttle = ctx.throttle?.stateOf(accountKey(account.user.email)) ?? { failedAttempts: 0, retryAfterSeconds: 0 };
      return { sessions, throttle };
    },
  },
  Mutation: {
    endSession: (_, args, ctx) => {
      const session = ctx.sessionList?.get(String(args.id));
      const account = accountOf(ctx, session?.userId);
      if (!session || !account) return false;
      ctx.sessionList!.end(session);
      if (!account.own) record(ctx, account.user, 'SESSIONS_END', 'sessions', 1);
      return true;
    },
    endOtherSessions: (_, args, ctx) => {
      const account = accountOf(ctx, args.userId);
      if (!account) return 0;
      const others = (ctx.sessionList?.of(account.user.id) ?? []).filter((session) => session.id !== ctx.token?.jti);
      for (const session of others) ctx.sessionList!.end(session);
      if (!account.own && others.length > 0) record(ctx, account.user, 'SESSIONS_END', 'sessions', others.length);
      return others.length;
    },
    clearSignInThrottle: (_, args, ctx) => {
      const account = accountOf(ctx, args.userId);
      if (!account) return false;
      const key = accountKey(account.user.email);
      const held = ctx.throttle?.stateOf(key).failedAttempts ?? 0;
      ctx.throttle?.clear(key);
      ctx.passwordThrottle?.clear(key);
      record(ctx, account.user, 'THROTTLE_CLEAR', 'failedSignIns', held);
      return true;
    },
  },
} satisfies {
  Viewer: Pick<ViewerResolvers, 'sessions'>;
  Query: Pick<QueryResolvers, 'staffSecurity'>;
  Mutation: Pick<MutationResolvers, 'endSession' | 'endOtherSessions' | 'clearSignInThrottle'>;
};

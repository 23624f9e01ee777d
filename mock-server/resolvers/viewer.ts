import { defineRulesFor } from '../../src/ability/rules';
import { validateWith } from '../../src/validation';
import { viewerUpdateSchema } from '../../src/validation/account';
import { requireViewer } from '../authz';
import type { MockContext } from '../context';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../generated/resolvers-types';
import type { Row } from '../store/types';
import { verifyPassword, hashPassword } from '../auth/passwords';
import { writeBestEffort } from '../durable/bestEffort';
import { factorChallenge } from './factor';
import { startSession } from './sessionStart';
import { accountKey, addressOf, guardPasswordChange, guardSignIn } from './signInGuard';

/** What the Viewer type's resolvers receive (codegen.ts maps Viewer to it). */
export interface ViewerParent {
  __typename: 'Viewer';
  user: Row;
  userId: string;
  /** The session's preview, when it looks through another role's eyes (preview.ts). */
  preview: MockContext['preview'];
}

/** The viewer object: the user plus what the admin needs at start-up. */
export function viewerOf(ctx: MockContext, user: Row): ViewerParent {
  return { __typename: 'Viewer', user, userId: user.id, preview: ctx.preview ?? null };
}

const invalid = (message: string, field: string[] | null = null) => ({ field, message, code: 'INVALID' as const });

/** A new session for `user`, whose credentials were checked (and second factor, where asked): the token, and the sign-in time on the row. */
export async function signedIn(ctx: MockContext, user: Row) {
  const session = await startSession(ctx, user);
  // The session is what signing in needs: a disk that refuses the time refuses only the time (decisions).
  const at = new Date(ctx.db.clock()).toISOString();
  writeBestEffort(ctx.db, `the last sign-in time of user ${user.id}`, () => ctx.db.update(user, { lastLoginAt: at }));
  return { ...session, viewer: viewerOf(ctx, user), userErrors: [], challenge: null };
}

/** TOO_MANY_ATTEMPTS while this sign-in has to wait (signInGuard.ts); also run by preauthorize.ts. */
export function checkLogin(ctx: MockContext, args: { email: string }): void {
  guardSignIn(ctx, args.email);
}

/**
 * A password change guesses the current password as a sign-in guesses it, so it is throttled
 * the same way, on counters of its own; also run by preauthorize.ts.
 */
export function checkPasswordChange(ctx: MockContext): Row {
  const user = requireViewer(ctx);
  guardPasswordChange(ctx, user);
  return user;
}

export const viewerResolvers = {
  Query: {
    viewer: (_, __, ctx) => viewerOf(ctx, requireViewer(ctx)),
  },
  Viewer: {
    abilityRules: (viewer) =>
      defineRulesFor(String(viewer.user.role)).map((rule) => ({
        action: ([] as string[]).concat(rule.action),
        subject: ([] as string[]).concat(rule.subject as string | string[]),
        conditions: rule.conditions ?? null,
        fields: rule.fields ? ([] as string[]).concat(rule.fields) : null,
        inverted: Boolean(rule.inverted),
        reason: rule.reason ?? null,
      })),
    // Notifications name people and records: none before a required second factor is enrolled.
    notifications: (viewer, args, ctx) =>
      [...(ctx.factorPending ? [] : ctx.staff.notificationsOf(viewer.userId))]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, Number(args.first ?? 20)),
    unreadNotificationCount: (viewer, _, ctx) =>
      (ctx.factorPending ? [] : ctx.staff.notificationsOf(viewer.userId)).filter((item) => !item.read).length,
    settings: (viewer, _, ctx) => ctx.staff.settingsOf(viewer.userId),
  },
  Mutation: {
    login: async (_, args, ctx) => {
      const user = guardSignIn(ctx, args.email);
      const ok =
        user && user.role !== 'LEARNER' && user.status === 'ACTIVE' && typeof user.passwordHash === 'string' && verifyPassword(String(args.password), user.passwordHash);
      if (!user || !ok) {
        ctx.throttle?.failed(accountKey(args.email), addressOf(ctx), Boolean(user));
        return { token: null, expiresAt: null, viewer: null, failedSignIns: null, userErrors: [invalid('auth.invalidCredentials')] };
      }
      // With a second factor the password is half of it: the throttle is cleared by the code (resolvers/factor.ts).
      if (ctx.factors?.hasFactor(user.id)) return factorChallenge(ctx, user);
      return signedIn(ctx, user);
    },
    logout: (_, __, ctx) => {
      requireViewer(ctx);
      if (ctx.token) ctx.tokens.revoke(ctx.token.jti);
      return true;
    },
    markNotificationsRead: (_, args, ctx) => {
      const user = requireViewer(ctx);
      ctx.staff.markRead(user.id, (args.ids as string[] | null | undefined) ?? null);
      return viewerOf(ctx, user);
    },
    viewerUpdate: async (_, args, ctx) => {
      const user = requireViewer(ctx);
      const { input } = args;
      if (input.fullName !== undefined && String(input.fullName ?? '').trim().length < 2) {
        return { viewer: null, userErrors: [{ ...invalid('validation.minLength', ['input', 'fullName']), values: { min: 2 } }] };
      }
      // The account tab's own schema: a long name or a `javascript:` avatar is refused here too.
      const problems = await validateWith(viewerUpdateSchema, input);
      if (problems.length > 0) {
        return {
          viewer: null,
          userErrors: problems.map((problem) => ({ ...invalid(problem.message, ['input', ...problem.path]), values: problem.values })),
        };
      }
      const { fullName, avatarUrl, ...settings } = input;
      const patch = Object.fromEntries(Object.entries({ fullName, avatarUrl }).filter(([, value]) => value !== undefined));
      if (Object.keys(patch).length > 0) ctx.db.update(user, patch);
      const current = ctx.staff.settingsOf(user.id);
      for (const [key, value] of Object.entries(settings)) if (value != null) Object.assign(current, { [key]: value });
      return { viewer: viewerOf(ctx, user), userErrors: [] };
    },
    viewerChangePassword: (_, args, ctx) => {
      const user = checkPasswordChange(ctx);
      if (!verifyPassword(String(args.currentPassword), String(user.passwordHash))) {
        ctx.passwordThrottle?.failed(accountKey(user.email), addressOf(ctx), false);
        return { viewer: null, userErrors: [invalid('auth.wrongPassword', ['currentPassword'])] };
      }
      if (String(args.newPassword).length < 8) {
        return { viewer: null, userErrors: [{ ...invalid('validation.minLength', ['newPassword']), values: { min: 8 } }] };
      }
      ctx.passwordThrottle?.clear(accountKey(user.email));
      ctx.db.update(user, { passwordHash: hashPassword(String(args.newPassword)) });
      // Whoever else holds a session (a forgotten browser, a stolen token) signs in again with the new password.
      ctx.tokens.endSessionsOf(user.id, ctx.token?.jti);
      return { viewer: viewerOf(ctx, user), userErrors: [] };
    },
    createUpload: (_, args, ctx) => {
      const user = requireViewer(ctx);
      return ctx.uploads.create({
        filename: String(args.filename),
        contentType: String(args.contentType),
        sizeBytes: Number(args.sizeBytes),
        userId: user.id,
      });
    },
  },
} satisfies {
  Query: Pick<QueryResolvers, 'viewer'>;
  Viewer: ViewerResolvers;
  Mutation: Pick<MutationResolvers, 'login' | 'logout' | 'markNotificationsRead' | 'viewerUpdate' | 'viewerChangePassword' | 'createUpload'>;
};

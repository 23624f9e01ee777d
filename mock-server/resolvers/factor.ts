import { factorRequired } from '../auth/factorGate';
import type { FactorStore } from '../auth/factor';
import { verifyPassword } from '../auth/passwords';
import { forbidden, requireViewer } from '../authz';
import type { MockContext } from '../context';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../generated/resolvers-types';
import type { Row } from '../store/types';
import { actorOf, nowOf } from '../undo/record';
import { undoStateOf } from '../undo/state';
import { accountKey, addressOf } from './signInGuard';
import { checkLogin, signedIn, viewerOf } from './viewer';

const invalid = (message: string, field: string[] | null = null) => ({ field, message, code: 'INVALID' as const });

/** The store, which every server that signs people in has (component tests do not sign in). */
function factorsOf(ctx: MockContext): FactorStore {
  if (!ctx.factors) throw new Error('This server keeps no second factors');
  return ctx.factors;
}

/** What `SecondFactor` answers for `user`. */
function secondFactorOf(ctx: MockContext, user: Row) {
  const state = ctx.factors?.stateOf(user.id) ?? { enrolledAt: null, recoveryCodesLeft: 0 };
  return { enrolled: Boolean(ctx.factors?.hasFactor(user.id)), required: factorRequired(ctx, user.role), ...state };
}

/** `login`'s answer for a right password on an account with a factor: no token, a challenge. */
export function factorChallenge(ctx: MockContext, user: Row) {
  const { token, expiresAt } = factorsOf(ctx).challenge(user.id);
  return { token: null, expiresAt: null, viewer: null, userErrors: [], challenge: { token, expiresAt: expiresAt.toISOString() } };
}

/** ADMIN alone, never through a preview; also run by preauthorize.ts before the document's first mutation. */
export function checkResetFactor(ctx: MockContext): Row {
  const admin = requireViewer(ctx);
  if (admin.role !== 'ADMIN' || ctx.preview) throw forbidden('manage', 'User');
  return admin;
}

const refusedSignIn = (message: string) => ({ token: null, expiresAt: null, viewer: null, userErrors: [invalid(message, ['code'])], challenge: null });

export const factorResolvers = {
  Query: {
    factorRequiredRoles: (_, __, ctx) => {
      requireViewer(ctx);
      return ctx.config.factorRequiredRoles ?? [];
    },
    userSecondFactor: (_, args, ctx) => {
      if (requireViewer(ctx).role !== 'ADMIN') throw forbidden('manage', 'User');
      const user = ctx.db.get('User', String(args.userId));
      return user && user.role !== 'LEARNER' ? secondFactorOf(ctx, user) : null;
    },
  },
  Viewer: {
    secondFactor: (viewer, _, ctx) => secondFactorOf(ctx, viewer.user),
  },
  Mutation: {
    loginWithFactor: async (_, args, ctx) => {
      const factors = factorsOf(ctx);
      const userId = factors.challengeUser(String(args.challenge));
      const user = userId ? ctx.db.get('User', userId) : undefined;
      if (!user || user.status !== 'ACTIVE') return refusedSignIn('auth.factor.challengeExpired');
      const email = accountKey(user.email);
      checkLogin(ctx, { email });
      if (!factors.verify(user.id, String(args.code))) {
        ctx.throttle?.failed(email, addressOf(ctx));
        return refusedSignIn('auth.factor.invalidCode');
      }
      factors.spend(String(args.challenge));
      return signedIn(ctx, user);
    },
    enrollFactorStart: (_, __, ctx) => {
      const user = requireViewer(ctx);
      const factors = factorsOf(ctx);
      if (factors.hasFactor(user.id)) return { enrollment: null, userErrors: [invalid('factor.alreadyEnrolled')] };
      return { enrollment: factors.start(user.id, String(user.email)), userErrors: [] };
    },
    enrollFactorConfirm: (_, args, ctx) => {
      const user = requireViewer(ctx);
      const factors = factorsOf(ctx);
      if (!factors.isPending(user.id)) return { recoveryCodes: null, viewer: null, userErrors: [invalid('factor.notStarted')] };
      const codes = factors.confirm(user.id, String(args.code));
      if (!codes) return { recoveryCodes: null, viewer: null, userErrors: [invalid('auth.factor.invalidCode', ['code'])] };
      // The same request's context was built before the factor existed: it answers with the full rules.
      return { recoveryCodes: codes, viewer: viewerOf({ ...ctx, factorPending: false }, user), userErrors: [] };
    },
    disableFactor: (_, args, ctx) => {
      const user = requireViewer(ctx);
      const factors = factorsOf(ctx);
      if (!factors.hasFactor(user.id)) return { viewer: null, userErrors: [invalid('factor.notEnrolled')] };
      const email = accountKey(user.email);
      checkLogin(ctx, { email });
      // Both, so a stolen session alone (or a phone alone) cannot remove the factor.
      if (!verifyPassword(String(args.password), String(user.passwordHash))) {
        ctx.throttle?.failed(email, addressOf(ctx));
        return { viewer: null, userErrors: [invalid('auth.wrongPassword', ['password'])] };
      }
      if (!factors.verify(user.id, String(args.code))) {
        ctx.throttle?.failed(email, addressOf(ctx));
        return { viewer: null, userErrors: [invalid('auth.factor.invalidCode', ['code'])] };
      }
      factors.remove(user.id);
      return { viewer: viewerOf(ctx, user), userErrors: [] };
    },
    resetUserFactor: (_, args, ctx) => {
      checkResetFactor(ctx);
      const user = ctx.db.get('User', String(args.userId));
      if (!user || user.role === 'LEARNER') return { user: null, userErrors: [{ ...invalid('factor.noSuchStaff', ['userId']), code: 'NOT_FOUND' as const }] };
      if (factorsOf(ctx).remove(user.id)) {
        undoStateOf(ctx.db).history.add({ subject: 'User', recordId: user.id, at: nowOf(ctx), by: actorOf(ctx), action: 'FACTOR_RESET', changes: [] });
      }
      return { user, userErrors: [] };
    },
  },
} satisfies {
  Query: Pick<QueryResolvers, 'factorRequiredRoles' | 'userSecondFactor'>;
  Viewer: Pick<ViewerResolvers, 'secondFactor'>;
  Mutation: Pick<MutationResolvers, 'loginWithFactor' | 'enrollFactorStart' | 'enrollFactorConfirm' | 'disableFactor' | 'resetUserFactor'>;
};

import { defineRulesFor } from '../../src/ability/rules';
import { validateWith } from '../../src/validation';
import { viewerUpdateSchema } from '../../src/validation/account';
import { requireViewer } from '../authz';
import type { MockContext } from '../context';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../generated/resolvers-types';
import type { Row } from '../store/types';
import { verifyPassword, hashPassword } from '../auth/passwords';

/** What the Viewer type's resolvers receive (codegen.ts maps Viewer to it). */
export interface ViewerParent {
  __typename: 'Viewer';
  user: Row;
  userId: string;
}

/** The viewer object: the user plus what the admin needs at start-up. */
export function viewerOf(_ctx: MockContext, user: Row): ViewerParent {
  return { __typename: 'Viewer', user, userId: user.id };
}

const invalid = (message: string, field: string[] | null = null) => ({ field, message, code: 'INVALID' as const });

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
    notifications: (viewer, args, ctx) =>
      [...ctx.staff.notificationsOf(viewer.userId)]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, Number(args.first ?? 20)),
    unreadNotificationCount: (viewer, _, ctx) =>
      ctx.staff.notificationsOf(viewer.userId).filter((item) => !item.read).length,
    settings: (viewer, _, ctx) => ctx.staff.settingsOf(viewer.userId),
  },
  Mutation: {
    login: async (_, args, ctx) => {
      const email = String(args.email).trim().toLocaleLowerCase();
      const address = ctx.address ?? 'unknown';
      ctx.throttle?.check(email, address);
      const user = ctx.db.all('User').find((row) => String(row.email).toLocaleLowerCase() === email);
      const ok =
        user && user.role !== 'LEARNER' && user.status === 'ACTIVE' && typeof user.passwordHash === 'string' && verifyPassword(String(args.password), user.passwordHash);
      if (!user || !ok) {
        ctx.throttle?.failed(email, address);
        return { token: null, expiresAt: null, viewer: null, userErrors: [invalid('auth.invalidCredentials')] };
      }
      ctx.throttle?.succeeded(email);
      const { token, expiresAt } = await ctx.tokens.sign({ id: user.id, role: String(user.role) });
      ctx.db.update(user, { lastLoginAt: new Date(ctx.db.clock()).toISOString() });
      ctx.changed();
      return { token, expiresAt: expiresAt.toISOString(), viewer: viewerOf(ctx, user), userErrors: [] };
    },
    logout: (_, __, ctx) => {
      requireViewer(ctx);
      if (ctx.token) ctx.tokens.revoke(ctx.token.jti);
      ctx.changed();
      return true;
    },
    markNotificationsRead: (_, args, ctx) => {
      const user = requireViewer(ctx);
      ctx.staff.markRead(user.id, (args.ids as string[] | null | undefined) ?? null);
      ctx.changed();
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
      ctx.changed();
      return { viewer: viewerOf(ctx, user), userErrors: [] };
    },
    viewerChangePassword: (_, args, ctx) => {
      const user = requireViewer(ctx);
      if (!verifyPassword(String(args.currentPassword), String(user.passwordHash))) {
        return { viewer: null, userErrors: [invalid('auth.wrongPassword', ['currentPassword'])] };
      }
      if (String(args.newPassword).length < 8) {
        return { viewer: null, userErrors: [{ ...invalid('validation.minLength', ['newPassword']), values: { min: 8 } }] };
      }
      ctx.db.update(user, { passwordHash: hashPassword(String(args.newPassword)) });
      ctx.changed();
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

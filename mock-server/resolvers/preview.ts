import { abilityOf, withPreview, type MockContext } from '../context';
import type { MutationResolvers, ViewerResolvers } from '../generated/resolvers-types';
import { forbidden, requireViewer, unauthenticated } from '../authz';
import { previewableRole, type ActivePreview } from '../preview';
import type { Row } from '../store/types';
import { actorOf, nowOf } from '../undo/record';
import { undoStateOf } from '../undo/state';
import { viewerOf } from './viewer';

const invalid = (message: string, field: string[]) => ({ field, message, code: 'INVALID' as const });

/** The ADMIN who really asks: its own row, whether or not the session previews. */
const adminOf = (ctx: MockContext): Row => ctx.preview?.admin ?? requireViewer(ctx);

/**
 * Starting and ending a preview are in the activity log: the ADMIN as the actor, the previewed
 * user's record (or the ADMIN's own) as the row, and the role looked through as the `role` change.
 * undo/resolvers.ts skips these entries when it replays a record's history.
 */
function recordPreview(ctx: MockContext, admin: Row, action: 'PREVIEW_START' | 'PREVIEW_END', role: string, userId: string | null): void {
  undoStateOf(ctx.db).history.add({
    subject: 'User',
    recordId: userId ?? admin.id,
    at: nowOf(ctx),
    by: actorOf({ ...ctx, viewer: admin }),
    action,
    changes: [{ field: 'role', before: null, after: role, redacted: false }],
  });
}

/** The session a preview is kept against: a signed token's id (a context without one has no session). */
const jtiOf = (ctx: MockContext): string => {
  if (!ctx.token) throw unauthenticated();
  return ctx.token.jti;
};

/** Only ADMIN previews; the check preauthorize.ts runs before the document's first mutation too. */
export function checkPreviewStart(ctx: MockContext): Row {
  const admin = adminOf(ctx);
  if (admin.role !== 'ADMIN') throw forbidden('preview', 'Auth');
  jtiOf(ctx);
  return admin;
}

/** The viewer as the session sees it once its preview changed (the same request's context, rebuilt). */
const viewerNow = (ctx: MockContext) => {
  const now = withPreview({ ...ctx, viewer: adminOf(ctx), ability: abilityOf(String(adminOf(ctx).role)) });
  return { viewer: viewerOf(now, requireViewer(now)), userErrors: [] };
};

export const previewResolvers = {
  Viewer: {
    preview: (viewer) => {
      const preview: ActivePreview | null = viewer.preview ?? null;
      if (!preview) return null;
      const user = preview.user ? { id: preview.user.id, name: String(preview.user.fullName ?? preview.user.email ?? preview.user.id) } : null;
      return { role: preview.role, user, startedAt: preview.startedAt };
    },
  },
  Mutation: {
    previewStart: (_, args, ctx) => {
      const admin = checkPreviewStart(ctx);
      const role = String(args.role);
      if (!previewableRole(role)) return { viewer: null, userErrors: [invalid('preview.invalidRole', ['role'])] };
      const userId = args.userId ? String(args.userId) : null;
      const user = userId ? ctx.db.get('User', userId) : null;
      if (userId && (!user || user.role !== role)) return { viewer: null, userErrors: [invalid('preview.invalidUser', ['userId'])] };
      ctx.tokens.previews.start(jtiOf(ctx), { role, userId, startedAt: nowOf(ctx), adminId: admin.id });
      recordPreview(ctx, admin, 'PREVIEW_START', role, userId);
      return viewerNow(ctx);
    },
    previewEnd: (_, __, ctx) => {
      const admin = adminOf(ctx);
      const preview = ctx.preview;
      if (preview && ctx.tokens.previews.end(jtiOf(ctx))) recordPreview(ctx, admin, 'PREVIEW_END', preview.role, preview.userId);
      return viewerNow(ctx);
    },
  },
} satisfies { Viewer: Pick<ViewerResolvers, 'preview'>; Mutation: Pick<MutationResolvers, 'previewStart' | 'previewEnd'> };

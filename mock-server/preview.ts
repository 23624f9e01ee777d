import { GraphQLError } from 'graphql';
import { isStaffRole } from '../src/ability/rules';
import type { Row } from './store/types';

/** A session's preview: which role (and, optionally, which user) it is looking through, since when. */
export interface PreviewState {
  role: string;
  /** The user whose attributes conditions on the user are evaluated with (own records, own views). */
  userId: string | null;
  startedAt: string;
  /** The ADMIN who started it, signed in with the session. */
  adminId: string;
}

/** The preview as a request's context carries it: its state plus the ADMIN who really asks. */
export interface ActivePreview extends PreviewState {
  admin: Row;
  /** The previewed user, when one was chosen and still exists. */
  user: Row | null;
}

/** The refusal's own code, beside FORBIDDEN (extensions.reasonCode). */
export const PREVIEW_READ_ONLY = 'PREVIEW_READ_ONLY';
/** Its message id, translated by the admin: "This is a preview: it is read-only." */
export const PREVIEW_READ_ONLY_MESSAGE = 'preview.readOnly';

/** The only mutations a session in preview may send: ending it, and signing out (which ends it too). */
export const PREVIEW_ALLOWED = new Set(['previewEnd', 'logout']);

export function previewReadOnly(): GraphQLError {
  return new GraphQLError('This is a preview: it is read-only', {
    extensions: { code: 'FORBIDDEN', reasonCode: PREVIEW_READ_ONLY, reason: PREVIEW_READ_ONLY_MESSAGE },
  });
}

/**
 * Previews by session (the token's id), kept in memory: a restart ends every preview, which
 * gives the ADMIN back its own rules (never more than it had). `onChange` is told which session's
 * rules changed, so its open sockets reconnect with them (live/sessions.ts).
 */
export class PreviewSessions {
  private readonly byJti = new Map<string, PreviewState>();
  onChange: ((jti: string) => void) | null = null;

  get(jti: string): PreviewState | null {
    return this.byJti.get(jti) ?? null;
  }

  start(jti: string, state: PreviewState): void {
    this.byJti.set(jti, state);
    this.onChange?.(jti);
  }

  /** True when there was a preview to end. */
  end(jti: string): boolean {
    const had = this.byJti.delete(jti);
    if (had) this.onChange?.(jti);
    return had;
  }
}

/** Whether `role` can be previewed (a staff role; LEARNER has no admin at all). */
export const previewableRole = (role: string): boolean => isStaffRole(role);

/**
 * Who conditions on the user are evaluated for during a preview: the chosen user, or else the
 * ADMIN with the previewed role (own saved views stay the ADMIN's, judged as that role's).
 */
export function previewSubject(preview: ActivePreview): Row {
  return preview.user ?? ({ ...preview.admin, role: preview.role } as Row);
}

type AnyResolver = (parent: unknown, args: unknown, ctx: { preview?: ActivePreview | null }, info: unknown) => unknown;

/** Each mutation resolver, refusing in a preview unless PREVIEW_ALLOWED names it. */
export function readOnlyInPreview(mutations: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(mutations).map(([name, resolve]) => {
      if (PREVIEW_ALLOWED.has(name) || typeof resolve !== 'function') return [name, resolve];
      const guarded: AnyResolver = (parent, args, ctx, info) => {
        if (ctx.preview) throw previewReadOnly();
        return (resolve as AnyResolver)(parent, args, ctx, info);
      };
      return [name, guarded];
    }),
  );
}

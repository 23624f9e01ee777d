import { GraphQLError } from 'graphql';
import type { Action, Subject } from '../src/ability/subjects';
import type { MockContext } from './context';
import type { Row } from './store/types';

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });
}

export function forbidden(action: string, subject: string, field?: string, reason?: string): GraphQLError {
  const what = field ? `${subject}.${field}` : subject;
  return new GraphQLError(reason ?? `Not allowed to ${action} ${what}`, {
    extensions: { code: 'FORBIDDEN', action, subject, field, reason },
  });
}

/** The signed-in user, or UNAUTHENTICATED. */
export function requireViewer(ctx: MockContext): Row {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/**
 * Throws FORBIDDEN unless the viewer may do `action` on the subject (a type name, or a row so that
 * conditions apply) and, when given, on `field`. Denied operations therefore change nothing.
 */
export function authorize(ctx: MockContext, action: Action, target: Subject | Row, field?: string): void {
  requireViewer(ctx);
  if (ctx.ability.can(action, target, field)) return;
  const type = typeof target === 'string' ? target : target.__typename;
  const rule = ctx.ability.relevantRuleFor(action, target, field);
  throw forbidden(action, type, field, rule?.inverted ? (rule.reason ?? undefined) : undefined);
}

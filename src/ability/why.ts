import type { AppAbility, SubjectInstance } from './ability';
import { asSubject } from './ability';
import type { Action, Subject } from './subjects';

/** A rule as the matrix and "Why?" show it: CASL's own rule, reduced to what a sentence needs. */
export interface RuleFacts {
  action: string;
  subject: string;
  inverted: boolean;
  /** The fields the rule names (for an inverted rule, the ones it takes away); null: every field. */
  fields: string[] | null;
  /** The Mongo-style condition a record must meet; null: every record. */
  conditions: Record<string, unknown> | null;
  /** Message id given with `.because(…)`; null when the rule gives none. */
  reason: string | null;
}

export interface WhyQuestion {
  action: Action;
  subject: Subject;
  /** The record's attributes the rules' conditions read (`{ status: 'PUBLISHED' }`); without one the type is asked. */
  record?: Record<string, unknown> | null;
  field?: string | null;
}

/** The answer: allowed or not, and the rule that decided; `rule: null` means no rule gives the action. */
export interface WhyAnswer {
  allowed: boolean;
  rule: RuleFacts | null;
}

const asArray = (value: unknown): string[] | null => (value == null ? null : Array.isArray(value) ? value.map(String) : [String(value)]);

/** CASL's rule (or a raw rule) as plain facts. */
export function ruleFacts(rule: { action: unknown; subject?: unknown; inverted?: boolean; fields?: unknown; conditions?: unknown; reason?: string | null }): RuleFacts {
  return {
    action: asArray(rule.action)!.join(', '),
    subject: asArray(rule.subject)?.join(', ') ?? 'all',
    inverted: !!rule.inverted,
    fields: asArray(rule.fields),
    conditions: (rule.conditions as Record<string, unknown> | undefined) ?? null,
    reason: rule.reason ?? null,
  };
}

/**
 * Which rule decides an action, asked with CASL's own lookup (`relevantRuleFor`): the same rule
 * `can` obeys, inverted and field rules included, so the explanation is what decided, not a guess.
 *
 * @example why(editor, { action: 'delete', subject: 'Media', record: { status: 'PUBLISHED' } })
 * // { allowed: false, rule: { inverted: true, reason: 'ability.reason.publishedMedia', … } }
 */
export function why(ability: AppAbility, { action, subject, record, field }: WhyQuestion): WhyAnswer {
  const target: Subject | SubjectInstance = record && subject !== 'all' ? asSubject(subject, record) : subject;
  const allowed = ability.can(action, target, field ?? undefined);
  const rule = ability.relevantRuleFor(action, target, field ?? undefined);
  return { allowed, rule: rule ? ruleFacts(rule) : null };
}

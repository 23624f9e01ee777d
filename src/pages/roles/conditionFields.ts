import type { AppRule } from '../../ability/ability';

const names = (value: unknown): string[] => (value == null ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

/** The record attributes a role's rules read on a subject (the keys of their conditions), in rule order. */
export function conditionFields(rules: AppRule[], subject: string): string[] {
  const reading = rules.filter((rule) => rule.conditions && names(rule.subject).some((name) => name === subject || name === 'all'));
  return [...new Set(reading.flatMap((rule) => Object.keys(rule.conditions as object)))];
}

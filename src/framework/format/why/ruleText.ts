import type { IntlShape } from 'react-intl';
import { fieldLabel, roleLabel, subjectLabel, valueLabel, verbLabel } from './labels';
import type { RuleFacts } from '../../../ability/why';

const OPERATORS: Record<string, string> = { $eq: 'eq', $ne: 'ne', $in: 'in', $nin: 'nin', $gt: 'gt', $gte: 'gte', $lt: 'lt', $lte: 'lte' };

/** One field's test (`role: 'LEARNER'`, `status: { $in: [...] }`) as a phrase: "Role is Learner". */
function testText(intl: IntlShape, subject: string, field: string, test: unknown): string[] {
  const name = fieldLabel(intl, subject, field);
  const value = (raw: unknown) => valueLabel(intl, subject, field, raw);
  const isOperators = test !== null && typeof test === 'object' && !Array.isArray(test) && Object.keys(test).every((key) => key.startsWith('$'));
  if (!isOperators) return [intl.formatMessage({ id: 'roles.cond.eq' }, { field: name, value: value(test) })];
  return Object.entries(test as Record<string, unknown>).map(([operator, operand]) => {
    if (operator === '$exists') return intl.formatMessage({ id: operand ? 'roles.cond.exists' : 'roles.cond.missing' }, { field: name });
    const kind = OPERATORS[operator];
    if (!kind) return intl.formatMessage({ id: 'roles.cond.other' }, { field: name, value: `${operator} ${JSON.stringify(operand)}` });
    const values = intl.formatList((Array.isArray(operand) ? operand : [operand]).map(value), { type: kind === 'in' ? 'disjunction' : 'conjunction' });
    return intl.formatMessage({ id: `roles.cond.${kind}` }, { field: name, value: values, values });
  });
}

/**
 * A rule's condition as words, read from the condition object itself (any field, any of Mongo's
 * usual operators), with the field's and the enum value's labels: "Status is Published".
 */
export function conditionText(intl: IntlShape, subject: string, conditions: Record<string, unknown>): string {
  return intl.formatList(Object.entries(conditions).flatMap(([field, test]) => testText(intl, subject, field, test)), { type: 'conjunction' });
}

/**
 * What a rule limits, as a matrix chip shows it: "Status, Mobile, when Role is Learner",
 * "except Secret key", "unless Status is Published"; an unlimited rule: "every record and field".
 */
export function ruleDetails(intl: IntlShape, subject: string, rule: RuleFacts): string {
  // A plain comma, not a list's "and": the fields are a set the rule names ("Status, Mobile").
  const separator = intl.formatMessage({ id: 'roles.rule.separator' });
  const fields = rule.fields && rule.fields.map((field) => fieldLabel(intl, subject, field)).join(separator);
  const condition = rule.conditions && conditionText(intl, subject, rule.conditions);
  const parts: string[] = [];
  if (fields) parts.push(intl.formatMessage({ id: rule.inverted ? 'roles.rule.except' : 'roles.rule.fields' }, { fields }));
  if (condition) parts.push(intl.formatMessage({ id: rule.inverted && !fields ? 'roles.rule.unless' : 'roles.rule.when' }, { condition }));
  return parts.length > 0 ? parts.join(separator) : intl.formatMessage({ id: 'roles.rule.everything' });
}

/** The rule's reason: its `.because(…)` message, or a sentence made from the rule when it gives none. */
export function ruleReason(intl: IntlShape, role: string, action: string, subject: string, rule: RuleFacts): string {
  if (rule.reason) return intl.formatMessage({ id: rule.reason });
  return intl.formatMessage(
    { id: rule.inverted ? 'roles.reason.deny' : 'roles.reason.allow' },
    { role: role ? roleLabel(intl, role) : intl.formatMessage({ id: 'why.yourRole' }), verb: verbLabel(intl, action), subject: subjectLabel(intl, subject), details: ruleDetails(intl, subject, rule) },
  );
}

import type { IntlShape } from 'react-intl';
import { fieldLabel, roleLabel, subjectLabel, verbLabel } from './labels';
import { ruleReason } from './ruleText';
import type { WhyAnswer, WhyQuestion } from '../../../ability/why';

export interface WhyContext {
  /** The role the ability is of (the viewer's, or the one the matrix asks about); null: "your role". */
  role: string | null;
  /** The record's id, named in the sentence ("Media #12"). */
  recordId?: string | null;
}

/**
 * "Why?" as a sentence in the viewer's language: who may or may not do what, and the deciding
 * rule's reason; or that no rule gives it at all.
 *
 * @example whySentence(intl, why(editor, question), { role: 'EDITOR', recordId: '12' })
 * // "Editor may not delete Media #12: Published media cannot be deleted; …"
 */
export function whySentence(intl: IntlShape, question: WhyQuestion, answer: WhyAnswer, { role, recordId }: WhyContext): string {
  const id = recordId ? (/^\d+$/.test(recordId) ? intl.formatNumber(Number(recordId), { useGrouping: false }) : recordId) : null;
  const subject = subjectLabel(intl, question.subject);
  const values = {
    role: role ? roleLabel(intl, role) : intl.formatMessage({ id: 'why.yourRole' }),
    verb: verbLabel(intl, question.action),
    target: id ? intl.formatMessage({ id: 'why.record' }, { subject, id }) : subject,
    field: question.field ? intl.formatMessage({ id: 'why.field' }, { field: fieldLabel(intl, question.subject, question.field) }) : '',
  };
  // CASL answers the instance's own rules; a refusal with no rule at all is "nothing gives it".
  if (!answer.rule) return intl.formatMessage({ id: 'why.noRule' }, values);
  const reason = ruleReason(intl, role ?? '', answer.rule.action, question.subject, answer.rule);
  return intl.formatMessage({ id: answer.allowed ? 'why.allowed' : 'why.refused' }, { ...values, reason });
}

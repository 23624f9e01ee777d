import type { IntlShape } from 'react-intl';
import { why } from '../../ability/why';
import type { Action, Subject } from '../../ability/subjects';
import { appAbility } from '../../core/session/ability';
import { whySentence } from '../../framework/format/why/whyText';

/**
 * "Why?" for a screen the guard refused, from the signed-in viewer's own rules: the 401 page asks
 * for it lazily, so a signed-out page never loads the rules or the sentence's code.
 *
 * @example refusalSentence(intl, { action: 'read', subject: 'Payment' }, 'EDITOR') // "Editor may not read Payments: no rule gives it."
 */
export function refusalSentence(intl: IntlShape, need: { action: Action; subject: Subject }, role: string | null): string {
  return whySentence(intl, need, why(appAbility, need), { role });
}

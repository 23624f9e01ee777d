import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../../ability/useAppAbility';
import { why, type WhyQuestion } from '../../../ability/why';
import { ViewerDocument } from '../../../gql-docs';
import { whySentence } from './whyText';

/**
 * "Why?" for the viewer: the sentence naming the rule that decides `question` on their own ability
 * ("Editor may not delete Media #12: …"). The role comes from the viewer already in the cache.
 *
 * @example const explain = useWhy(); explain({ action: 'delete', subject: 'Media', record: row }, row.id)
 */
export function useWhy(): (question: WhyQuestion, recordId?: string | null) => string {
  const intl = useIntl();
  const ability = useAppAbility();
  const { data } = useQuery(ViewerDocument, { fetchPolicy: 'cache-only' });
  const role = data?.viewer?.user.role ?? null;
  return useCallback(
    (question, recordId) => whySentence(intl, question, why(ability, question), { role, recordId }),
    // The ability instance never changes; its rules do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, ability, ability.rules, role],
  );
}

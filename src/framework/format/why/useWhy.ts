import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../../ability/useAppAbility';
import { why, type WhyQuestion } from '../../../ability/why';
import { ViewerDocument } from '../../../gql-docs';
import { whySentence } from './whyText';

/**
 * "Why?" for the viewer: the sentence naming the rule that decides `question` on their own ability
 * ("Editor may not delete Media #12: …"). The role is read from the viewer already in the cache
 * when a sentence is asked for, not watched: every row of a list asks (its locked delete), and a
 * watching query per row cost a cache subscription each time a row scrolled into view. A change
 * of role changes the ability's rules, which renders the askers again.
 *
 * @example const explain = useWhy(); explain({ action: 'delete', subject: 'Media', record: row }, row.id)
 */
export function useWhy(): (question: WhyQuestion, recordId?: string | null) => string {
  const intl = useIntl();
  const ability = useAppAbility();
  const client = useApolloClient();
  return useCallback(
    (question, recordId) => {
      const role = client.readQuery({ query: ViewerDocument })?.viewer?.user.role ?? null;
      return whySentence(intl, question, why(ability, question), { role, recordId });
    },
    // The ability instance never changes; its rules do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, client, ability, ability.rules],
  );
}

import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { useReferenceSources } from '../../entity/references';

/**
 * The name of a referenced row known only by its id (a shared link `?userId=…`), read from the
 * Apollo cache where the list's own rows usually put it (a payment's `user { fullName email }`).
 * Read on each render on purpose: the row may arrive with the list after the first one. Without
 * it, undefined: the filter then asks for the row itself (an id means nothing to a person).
 */
export function useCachedLabel(entity: EntitySubject, id: string | undefined): string | undefined {
  const client = useApolloClient();
  const { locale } = useIntl();
  const source = useReferenceSources()[entity];
  if (!id) return undefined;
  const cacheId = client.cache.identify({ __typename: entity, id });
  const raw = cacheId ? (client.cache.extract() as Record<string, Record<string, unknown> | undefined>)[cacheId] : undefined;
  if (!raw) return undefined;
  try {
    const label = source.label(raw as { id: string }, locale);
    // A label built from fields this cached copy lacks reads "undefined".
    return label.includes('undefined') ? undefined : label;
  } catch {
    return undefined;
  }
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { useReferenceSources } from '../../entity/references';
import { ReferenceLabels } from '../../fields/referenceLabels';
import { useReferenceLabel } from '../../fields/useReferenceLabel';
import { useCachedLabel } from './useCachedLabel';

/**
 * The name of the row a reference filter holds (`?userId=…`): from the Apollo cache when a list
 * brought the row, else read once by the entity's get query. Undefined without an id and while
 * the name is unknown (an id means nothing to a person).
 *
 * @example const name = useReferenceName('User', filter.userId) // "Sara Ahmadi"
 */
export function useReferenceName(entity: EntitySubject, id: string | undefined): string | undefined {
  const cached = useCachedLabel(entity, id);
  const sources = useReferenceSources();
  const { locale } = useIntl();
  const [labels] = useState(() => new ReferenceLabels(sources, locale));
  const fetched = useReferenceLabel(entity, id && cached === undefined ? id : null, labels);
  return id ? (cached ?? (fetched || undefined)) : undefined;
}

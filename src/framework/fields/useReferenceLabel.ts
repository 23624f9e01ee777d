import { useQuery } from '@apollo/client/react';
import type { EntitySubject } from '../../ability/subjects';
import { operationsOf } from '../entity/operationsOf';
import { rootOf } from '../entity/documents';
import type { ReferenceLabels } from './referenceLabels';

/**
 * The label of a chosen row. The form usually knows it (the edited entity carries its references,
 * a pick remembers its row); a value that arrived otherwise (a preset from the URL, such as
 * `/media/new?serialId=…`) is looked up once with the entity's get query. Until then, or when the
 * viewer may not read that row, the id itself is shown.
 */
export function useReferenceLabel(entity: EntitySubject, id: string | null, labels: ReferenceLabels): string {
  const known = id ? labels.get(entity, id) : undefined;
  const get = operationsOf(entity).get;
  const { data } = useQuery(get, { variables: { id: id ?? '' }, skip: !id || known !== undefined });
  if (!id) return '';
  if (known !== undefined) return known;
  const row = rootOf<{ id: string } & Record<string, unknown>>(get, data);
  if (!row) return id;
  const label = labels.labelOf(entity, row);
  labels.remember(entity, id, label);
  return label;
}

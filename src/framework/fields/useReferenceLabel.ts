import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useEffect, useState } from 'react';
import type { EntitySubject } from '../../ability/subjects';
import { rootOf } from '../entity/documents';
import { useReferenceSources } from '../entity/references';
import type { ReferenceLabels } from './referenceLabels';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GetDocument = TypedDocumentNode<any, { id: string }>;

/** Get queries already loaded, by entity: the next field that needs one has it at once. */
const loaded = new Map<EntitySubject, GetDocument>();

/**
 * The label of a chosen row. The form usually knows it (the edited entity carries its references,
 * a pick remembers its row); a value that arrived otherwise (a preset from the URL, such as
 * `/media/new?serialId=…`) is looked up once with the entity's get query, loaded then. Until then,
 * or when the viewer may not read that row, the label is empty: an id means nothing to a person.
 */
export function useReferenceLabel(entity: EntitySubject, id: string | null, labels: ReferenceLabels): string {
  const known = id ? labels.get(entity, id) : undefined;
  const needed = Boolean(id) && known === undefined;
  const source = useReferenceSources()[entity];
  const [get, setGet] = useState(() => loaded.get(entity));
  useEffect(() => {
    if (!needed || get) return;
    let live = true;
    source.get().then((document) => {
      loaded.set(entity, document);
      if (live) setGet(() => document);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [entity, get, needed, source]);
  // Skipped until the get query is there; the list query only stands in for it meanwhile.
  const { data } = useQuery(get ?? (source.list as GetDocument), { variables: { id: id ?? '' }, skip: !needed || !get });
  if (!id) return '';
  if (known !== undefined) return known;
  const row = get ? rootOf<{ id: string } & Record<string, unknown>>(get, data) : undefined;
  if (!row) return '';
  const label = labels.labelOf(entity, row);
  labels.remember(entity, id, label);
  return label;
}

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { EntitySubject } from '../../ability/subjects';
import { rootOf } from '../entity/documents';
import { useReferenceSources } from '../entity/references';
import type { ReferenceLabels } from '../fields/referenceLabels';

export interface RowRef {
  entity: EntitySubject;
  id: string;
}

/**
 * The labels of a few rows known by id (the serial and season a new episode's URL names): those
 * the form already knows come from its `labels`, the others are read once with their entity's
 * get query and remembered there, so the form's pickers show them too. Undefined until known.
 *
 * @example const labelOf = useParentLabels([{ entity: 'Serial', id: '7' }], labels); labelOf('Serial', '7')
 */
export function useParentLabels(rows: RowRef[], labels: ReferenceLabels): (entity: EntitySubject, id: string) => string | undefined {
  const client = useApolloClient();
  const sources = useReferenceSources();
  const [, setLoaded] = useState(0);
  const missing = rows.filter((row) => labels.get(row.entity, row.id) === undefined);
  const key = missing.map((row) => `${row.entity}:${row.id}`).join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    const read = async ({ entity, id }: RowRef) => {
      const document = await sources[entity].get();
      const result = await client.query({ query: document, variables: { id } });
      const row = rootOf<{ id: string } & Record<string, unknown>>(document, result.data);
      if (row) labels.remember(entity, id, labels.labelOf(entity, row));
    };
    // A row the viewer may not read keeps no label; the breadcrumb then names the list instead.
    void Promise.allSettled(missing.map(read)).then(() => live && setLoaded((count) => count + 1));
    return () => {
      live = false;
    };
    // `key` names the missing rows; the rest is stable for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (entity, id) => labels.get(entity, id);
}

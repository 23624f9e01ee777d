import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { EntitySubject } from '../../ability/subjects';
import { useDebounced } from '../../ui/useDebounced';
import { labelOfRow, useReferenceSources } from '../entity/references';
import { rootOf } from '../entity/documents';

export interface ReferenceOption {
  id: string;
  label: string;
}

const PAGE_SIZE = 20;

/**
 * Rows of `entity` whose text matches what the user typed: one list query (`filter.search`,
 * first 20) per pause in typing, never one per keystroke. Only runs while `enabled` (the picker is
 * open or being typed in), so a form with ten pickers sends nothing until one is used.
 */
export function useReferenceSearch(entity: EntitySubject, text: string, enabled: boolean, filter: Record<string, unknown> = {}) {
  const source = useReferenceSources()[entity];
  const search = useDebounced(text.trim(), 250);
  const { data, loading, error } = useQuery(source.list, {
    // `filter` narrows the choices by other fields (a language's accents); see FieldDef `filterBy`.
    variables: { filter: search ? { ...filter, search } : filter, page: 1, pageSize: PAGE_SIZE },
    skip: !enabled,
  });
  const options = useMemo<ReferenceOption[]>(() => {
    const page = rootOf<{ items: ({ id: string } & Record<string, unknown>)[] }>(source.list, data);
    return (page?.items ?? []).map((row) => ({ id: row.id, label: labelOfRow(source, row) }));
  }, [data, source]);
  return { options, loading: enabled && (loading || search !== text.trim()), failed: Boolean(error) };
}

import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import type { SubjectInstance } from '../../ability/ability';
import type { EntityDeclaration, EntityOperations, ListRow } from '../entity/types';
import { listFetchPolicy, isSnapshotPage } from './listFetchPolicy';
import { listPage } from './listDocument';
import { listVariables } from './listVariables';
import { canSelectRow } from './bulkEdit/bulkFields';
import { useDeleteRows, type DeleteRows } from './useDeleteRows';
import { useEvictionRefetch } from './useEvictionRefetch';
import { useListParams, type ListParams } from './useListParams';
import { useListPermissions, type ListPermissions } from './useListPermissions';
import { useSelection, type Selection } from './useSelection';

export interface ListController<Row> extends DeleteRows {
  params: ListParams;
  rows: Row[];
  total: number;
  /** A request is under way (first load, page change, refetch). */
  loading: boolean;
  /** Nothing to show yet: the first load of these variables. */
  initialLoading: boolean;
  /** The query failed and there is nothing to show. */
  error: Error | undefined;
  refetch: () => void;
  selection: Selection;
  permissions: ListPermissions;
  /** The rows are a snapshot that skips Apollo's cache (All): an edit shows after a refetch. */
  snapshot: boolean;
  /** The variables of the list query (also used by the CSV export). */
  variables: ReturnType<typeof listVariables>;
}

/**
 * Headless state of a manage screen: URL params, the list query, selection, deletion and
 * permissions. Views render it and call its setters; they hold no list state of their own.
 *
 * @example
 * const list = useListController(languages);
 * list.params.setPage(2); list.selection.selectAll(); await list.deleteMany([...list.selection.ids]);
 */
export function useListController<Ops extends EntityOperations>(
  declaration: EntityDeclaration<Ops>,
): ListController<ListRow<Ops['list']>> {
  const generic = declaration as unknown as EntityDeclaration;
  const params = useListParams(generic);
  const variables = useMemo(() => listVariables(params.state, generic), [params.state, generic]);
  const query = useQuery(declaration.operations.list, { variables, fetchPolicy: listFetchPolicy(variables) });
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery().catch(() => undefined), [refetchQuery]);
  const snapshot = isSnapshotPage(variables);
  useEvictionRefetch(declaration.operations.list, snapshot, refetch);
  // While the next page loads the previous one stays on screen instead of flashing empty;
  // after a failure it does not, or the error state would never show.
  const page = listPage<Ops['list']>(query.error ? query.data : (query.data ?? query.previousData));
  const rows = useMemo(() => page?.items ?? [], [page]);

  const permissions = useListPermissions(declaration.subject);
  const selectableIds = useMemo(
    () => rows.filter((row) => canSelectRow(generic, permissions, row as SubjectInstance)).map((row) => (row as { id: string }).id),
    [rows, permissions, generic],
  );
  const selection = useSelection(JSON.stringify(variables), selectableIds);
  const deletion = useDeleteRows(generic);

  return {
    ...deletion,
    params,
    rows,
    total: page?.total ?? 0,
    loading: query.loading,
    initialLoading: query.loading && !page,
    error: page ? undefined : query.error,
    refetch,
    snapshot,
    selection,
    permissions,
    variables,
  };
}

import { useEffect, useMemo } from 'react';
import type { SubjectInstance } from '../../ability/ability';
import type { EntityDeclaration, EntityOperations, ListRow } from '../entity/types';
import { listFetchPolicy, isSnapshotPage } from './listFetchPolicy';
import { listPage } from './listDocument';
import { lastPageOf, localListStart, type ListState } from './listParams';
import { listVariables, type ListScope } from './listVariables';
import { canSelectRow } from './bulkEdit/bulkFields';
import { useDeleteRows, type DeleteRows } from './useDeleteRows';
import { useEvictionRefetch } from './useEvictionRefetch';
import { useListParams, type ListParams, type ListParamsSource } from './useListParams';
import { usePagedQuery } from './usePagedQuery';
import { useListPermissions, type ListPermissions } from './useListPermissions';
import { useSelection, type Selection } from './useSelection';
import { useSnapshotHeadStart } from './useSnapshotHeadStart';
import { useSnapshotEdits } from './useSnapshotEdits';
import { snapshotDocument, withRowType } from './snapshotDocument';

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

export interface ListControllerOptions extends ListScope {
  /** 'url' (default): the page's list, its state in the query string. 'local': a list inside a page, its state in component state. */
  params?: ListParamsSource;
  /** The first state of a local list (`{ pageSize: null }` for All); the page's list starts from its URL. */
  initial?: Partial<ListState>;
}

/**
 * Headless state of a list: its params (the URL's, or local), the list query, selection, deletion
 * and permissions. Views render it (through ListProvider) and call its setters; they hold no list
 * state of their own. A page past the end (the last row of the last page was deleted) moves back
 * here, without a history entry, for every list.
 *
 * @example
 * const list = useListController(languages);
 * list.params.setPage(2); list.selection.selectAll(); await list.deleteMany([...list.selection.ids]);
 * const seasons = useListController(seasons, { params: 'local', permanentFilter: { serialId }, initial: { pageSize: null } });
 */
export function useListController<Ops extends EntityOperations>(
  declaration: EntityDeclaration<Ops>,
  options: ListControllerOptions = {},
): ListController<ListRow<Ops['list']>> {
  const generic = declaration as unknown as EntityDeclaration;
  const source = options.params ?? 'url';
  const baseParams = useListParams(generic, source, source === 'local' ? localListStart(generic, options.initial).toString() : '');
  // By value: a caller's inline `{ serialId: id }` is a new object on every render.
  const scopeKey = JSON.stringify([options.permanentFilter, options.sort]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is compared by value through scopeKey
  const scope = useMemo<ListScope>(() => ({ permanentFilter: options.permanentFilter, sort: options.sort }), [scopeKey]);
  const params = useSnapshotHeadStart(baseParams, generic, scope, source === 'url');
  const variables = useMemo(() => listVariables(params.state, generic, scope), [params.state, generic, scope]);
  // All is a snapshot only for the page's list (thousands of rows); a local list holds one record's rows.
  const snapshot = source === 'url' && isSnapshotPage(variables);
  // All's rows come without their `__typename` (a fifth of the answer), given back from the subject.
  const document = snapshot ? snapshotDocument(declaration.operations.list) : declaration.operations.list;
  const query = usePagedQuery(document, variables, listPage<Ops['list']>, snapshot ? listFetchPolicy(variables) : 'cache-and-network');
  const { page, refetch } = query;
  useEvictionRefetch(declaration.operations.list, snapshot, refetch);
  // (Also while the next page loads with All's rows still on screen.)
  const read = useMemo(() => (page ? withRowType(page.items, declaration.subject) : []), [page, declaration.subject]);
  // A cell edited on All shows its value at once, as on a cached page.
  const rows = useSnapshotEdits(read, declaration.subject, snapshot);

  const permissions = useListPermissions(declaration.subject);
  const selectableIds = useMemo(
    () => rows.filter((row) => canSelectRow(generic, permissions, row as SubjectInstance)).map((row) => (row as { id: string }).id),
    [rows, permissions, generic],
  );
  const selection = useSelection(JSON.stringify(variables), selectableIds);
  const deletion = useDeleteRows(generic);

  const total = page?.total ?? 0;
  const last = lastPageOf(total, params.state.pageSize);
  useEffect(() => {
    if (!query.loading && total > 0 && params.state.page > last) params.setPage(last, { replace: true });
  }, [query.loading, total, params, last]);

  return {
    ...deletion,
    params,
    rows,
    total,
    loading: query.loading,
    initialLoading: query.loading && !page,
    error: query.error,
    refetch,
    snapshot,
    selection,
    permissions,
    variables,
  };
}

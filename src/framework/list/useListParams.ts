import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntityDeclaration } from '../entity/types';
import { activeFilters } from './filters/activeFilters';
import { ALL_FILTER_VALUE, DEFAULT_PAGE_SIZE, filterParamNames, parseListParams, type ListSort, type ListState } from './listParams';

type ParamChanges = Record<string, string | null>;
interface UpdateOptions {
  resetPage?: boolean;
  /** Replace the history entry instead of pushing one (search typing). */
  replace?: boolean;
}

export interface ListParams {
  state: ListState;
  /** `replace` corrects the URL without a history entry (a page past the end after deleting). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** `null` is All. */
  setPageSize: (size: number | null) => void;
  setSort: (sort: ListSort | null) => void;
  setSearch: (search: string) => void;
  /** URL values by parameter name (`status: 'PAID,FAILED'`, `paidAtFrom: '2026-03-01'`); null removes. */
  setFilter: (changes: ParamChanges) => void;
  clearFilters: () => void;
  hasFilters: boolean;
}

/** Where a list keeps its state: the page's URL, or component state for a list inside a page. */
export type ListParamsSource = 'url' | 'local';

type SetParams = (next: (previous: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => void;

/**
 * The query string a list's state lives in: the URL's, or (local) one held in component state
 * from `initial`, so a panel's list has the same shape and goes through the same parse and
 * serialize functions without touching the page's URL. The source is fixed for a list's life.
 */
function useParamsSource(source: ListParamsSource, initial: string): [URLSearchParams, SetParams] {
  const url = useSearchParams();
  const [local, setLocal] = useState(() => new URLSearchParams(initial));
  const setLocalParams = useCallback<SetParams>((next) => setLocal((previous) => next(previous)), []);
  return source === 'url' ? url : [local, setLocalParams];
}

/**
 * The URL is the list state: page, page size, sort, search and filters live in the query string,
 * so reload, Back and shared links restore a list. Every change pushes a history entry, except
 * search typing, which replaces one so Back does not replay each keystroke. A list that is not
 * the page's (`'local'`, a panel under a form) keeps the same query string in component state.
 *
 * @example const { state, setPage } = useListParams(declaration); setPage(state.page + 1)
 */
export function useListParams(declaration: EntityDeclaration, source: ListParamsSource = 'url', initial = ''): ListParams {
  const [searchParams, setSearchParams] = useParamsSource(source, initial);
  const state = useMemo(() => parseListParams(searchParams, declaration), [searchParams, declaration]);

  const update = useCallback(
    (changes: ParamChanges, { resetPage = false, replace = false }: UpdateOptions = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const filterNames = useMemo(() => (declaration.filters ?? []).flatMap(filterParamNames), [declaration]);

  return {
    state,
    setPage: useCallback((page, options) => update({ page: page > 1 ? String(page) : null }, options), [update]),
    setPageSize: useCallback(
      (size) => update({ pageSize: size === DEFAULT_PAGE_SIZE ? null : size === null ? 'all' : String(size) }, { resetPage: true }),
      [update],
    ),
    setSort: useCallback(
      (sort) => update({ sort: sort ? `${sort.field}:${sort.direction.toLowerCase()}` : null }, { resetPage: true }),
      [update],
    ),
    setSearch: useCallback((search) => update({ q: search.trim() || null }, { resetPage: true, replace: true }), [update]),
    // Removing a filter that has a default writes "all", or the default would come straight back.
    setFilter: useCallback(
      (changes) => update(Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, !value && declaration.defaultFilter?.[key] ? ALL_FILTER_VALUE : value])), { resetPage: true }),
      [update, declaration],
    ),
    clearFilters: useCallback(
      () => update(Object.fromEntries(['q', ...filterNames].map((name) => [name, null])), { resetPage: true }),
      [update, filterNames],
    ),
    // A list on its default filter (a queue on PENDING, also when a link names it) has nothing to clear.
    hasFilters: state.search !== '' || activeFilters(declaration, state.filter).length > 0,
  };
}

import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  /** Selected ids that are on the current page. */
  ids: ReadonlySet<string>;
  set: (ids: Iterable<string>) => void;
  /** Selects every selectable row of the page. */
  selectAll: () => void;
  clear: () => void;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Row selection for bulk actions. It belongs to one page of one query: when `scope` (the query's
 * variables) changes, the selection is dropped without an effect, so a bulk delete can never
 * hit rows the viewer no longer sees.
 */
export function useSelection(scope: string, selectableIds: readonly string[]): Selection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: EMPTY });
  const ids = useMemo(() => {
    if (state.scope !== scope) return EMPTY;
    const onPage = new Set(selectableIds);
    return new Set([...state.ids].filter((id) => onPage.has(id)));
  }, [state, scope, selectableIds]);
  const set = useCallback((next: Iterable<string>) => setState({ scope, ids: new Set(next) }), [scope]);
  return {
    ids,
    set,
    selectAll: useCallback(() => set(selectableIds), [set, selectableIds]),
    clear: useCallback(() => set([]), [set]),
  };
}

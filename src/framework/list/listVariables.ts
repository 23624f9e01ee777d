import type { EntityDeclaration } from '../entity/types';
import type { ListFilter, ListSort, ListState } from './listParams';

/** What a list that is not the page's adds to its state (a serial's seasons: `{ serialId }`, by number). */
export interface ListScope {
  /** Filter entries always sent, over whatever the state says: never shown, changed or cleared. */
  permanentFilter?: ListFilter;
  /** The order without a sort in the state, before the declaration's `defaultSort`. */
  sort?: ListSort;
}

/**
 * Variables of the list query for a list state; without a sort in the state the scope's, then the
 * declaration's applies. The permanent filter is merged last, so no state can remove or change it.
 */
export function listVariables(state: ListState, declaration: EntityDeclaration, scope: ListScope = {}) {
  return {
    filter: scope.permanentFilter ? { ...state.filter, ...scope.permanentFilter } : state.filter,
    sort: state.sort ?? scope.sort ?? declaration.defaultSort ?? null,
    page: state.page,
    pageSize: state.pageSize,
  };
}

import type { EntityDeclaration } from '../entity/types';
import type { ListState } from './listParams';

/** Variables of the list query for a list state; without a sort in the URL the declaration's applies. */
export function listVariables(state: ListState, declaration: EntityDeclaration) {
  return {
    filter: state.filter,
    sort: state.sort ?? declaration.defaultSort ?? null,
    page: state.page,
    pageSize: state.pageSize,
  };
}

import type { EntityDeclaration } from '../../entity/types';
import { parseListParams, serializeListParams } from '../listParams';
import { COLUMNS_PARAM, columnsParam } from './visibleColumns';

/** URL parameter naming the saved view a list was opened from (or, alone, to open it). */
export const VIEW_PARAM = 'view';

/**
 * What a view keeps of the list's URL: search, filters the entity has, sort and page size, in
 * their canonical form, without the page (a view opens at its start).
 */
export function viewQueryOf(search: URLSearchParams, declaration: EntityDeclaration): string {
  return serializeListParams({ ...parseListParams(search, declaration), page: 1 }).toString();
}

/** The list URL's query string that opens `view`: its state, its columns and its id. */
export function viewSearch(view: { id: string; query: string; columns: readonly string[] }, declaration: EntityDeclaration): string {
  const params = new URLSearchParams(view.query);
  const columns = columnsParam(view.columns, declaration);
  if (columns) params.set(COLUMNS_PARAM, columns);
  params.set(VIEW_PARAM, view.id);
  return `?${params.toString()}`;
}

/** A link of only `?view=<id>`: the view must be looked up before the list knows its state. */
export function isBareViewLink(search: URLSearchParams): boolean {
  return search.has(VIEW_PARAM) && [...search.keys()].every((key) => key === VIEW_PARAM);
}

import type { AppAbility } from '../../ability/ability';
import { decideNavigation } from '../../core/routing/guard';
import type { AppRouteDef } from '../../core/routing/meta';

export interface SearchItem {
  key: string;
  path: string;
  title: string;
  subtitle?: string;
}

/**
 * Pages the global search offers: searchable routes without parameters that the guard would
 * let this viewer open, whose title contains the query (all of them for an empty query).
 */
export function searchablePages(
  defs: readonly AppRouteDef[],
  ability: AppAbility,
  titleOf: (def: AppRouteDef) => string,
  query: string,
): SearchItem[] {
  const needle = query.trim().toLocaleLowerCase();
  return defs
    .filter((def) => def.meta.searchable && !def.path.includes(':'))
    .filter((def) => decideNavigation([def.meta], def.path, { loggedIn: true, can: (a, s) => ability.can(a, s) }).kind === 'allow')
    .map((def) => ({ key: `page:${def.id}`, path: def.path, title: titleOf(def) }))
    .filter((item) => !needle || item.title.toLocaleLowerCase().includes(needle));
}

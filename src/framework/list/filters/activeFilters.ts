import type { EntityDeclaration, FilterDef } from '../../entity/types';
import { filterParamNames, filterValueToParam, type ListFilter } from '../listParams';

/**
 * The declared filters that narrow the list now, in declared order. A filter on its declaration's
 * default (a queue on OPEN) is the list as it opens, not a choice: it is not counted, and its
 * picker shows it.
 *
 * @example activeFilters(payments, { status: ['FAILED'], paidAtFrom: '2026-03-01T…' }) // [status, paidAt]
 */
export function activeFilters(declaration: EntityDeclaration, filter: ListFilter): FilterDef[] {
  const defaults = declaration.defaultFilter ?? {};
  return (declaration.filters ?? []).filter((def) =>
    filterParamNames(def).some((name) => name in filter && (defaults[name] === undefined || filterValueToParam(filter[name]) !== defaults[name])),
  );
}

/**
 * The URL changes that clear `defs`: each parameter they own removed (a filter with a default
 * then shows all, see useListParams' setFilter).
 */
export function clearingChanges(defs: readonly FilterDef[]): Record<string, null> {
  return Object.fromEntries(defs.flatMap(filterParamNames).map((name) => [name, null]));
}

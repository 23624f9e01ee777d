import type { FilterDef } from '../../entity/types';

/**
 * The width of each kind of filter control, px (a date range's two pickers are as wide as their
 * segments: about this). The row's budget is checked against them (tests/framework/list).
 */
export const FILTER_WIDTHS: Record<FilterDef['kind'], number> = { enum: 160, boolean: 128, country: 192, reference: 240, dateRange: 380 };

/** How many filters stand beside the search when a declaration marks none `primary`. */
export const DEFAULT_PRIMARY_FILTERS = 3;

/** A declaration's filters split into the row beside the search and the "More filters" rest. */
export interface FilterRows {
  primary: FilterDef[];
  more: FilterDef[];
}

/**
 * The filters marked `primary` go beside the search, the others under "More filters"; with none
 * marked, the first three declared go beside it. Declared order is kept in both.
 *
 * @example splitFilters(media.filters) // { primary: [brand, languageId, status], more: [kind, …] }
 */
export function splitFilters(filters: readonly FilterDef[] = []): FilterRows {
  const marked = filters.some((def) => def.primary);
  const isPrimary = (def: FilterDef, index: number) => (marked ? def.primary === true : index < DEFAULT_PRIMARY_FILTERS);
  return {
    primary: filters.filter(isPrimary),
    more: filters.filter((def, index) => !isPrimary(def, index)),
  };
}

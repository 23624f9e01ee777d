/**
 * The filter chips as a chunk of their own (react-aria's tag group and grid list, ~4 KB gzip),
 * loaded by FilterBar with the first active filter. This module sits outside `filters/` because
 * the build puts what a lazy module there loads into one script with the date pickers
 * (`scripts/vite/measuredGroups.ts`), and chips need none of that.
 */
export { FilterChips as default } from './filters/FilterChips';

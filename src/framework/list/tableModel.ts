import type { SortDescriptor } from '@react-types/shared';
import type { ColumnDef, EntityDeclaration } from '../entity/types';
import type { ListSort } from './listParams';

/** Key of the row-actions column; no entity field is called that. */
export const ACTIONS_COLUMN = '__actions';

/** The table's sort descriptor for the URL's sort (or the declaration's default). */
export function sortDescriptorOf(declaration: EntityDeclaration, sort: ListSort | null): SortDescriptor | undefined {
  const active = sort ?? declaration.defaultSort;
  const column = active && declaration.columns.find((candidate) => candidate.sort === active.field);
  return column ? { column: column.key, direction: active.direction === 'ASC' ? 'ascending' : 'descending' } : undefined;
}

/** The URL's sort for a header click. */
export function sortOfDescriptor(columns: ColumnDef<never>[], descriptor: SortDescriptor): ListSort | null {
  const column = columns.find((candidate) => candidate.key === descriptor.column);
  return column?.sort ? { field: column.sort, direction: descriptor.direction === 'descending' ? 'DESC' : 'ASC' } : null;
}

/** Spectrum's regular density: a 40 px row plus its 1 px divider; the header is 34 px. */
export const ROW_HEIGHT = 41;
const HEADER_HEIGHT = 34;
/** Room for the "No data available" illustration. */
const EMPTY_HEIGHT = 320;

/**
 * The table's height in px: short pages fit without an inner scrollbar; long ones (All) are
 * capped by the style's max height so the DataTable renders only the rows in view.
 */
export function tableHeight(rowCount: number): number {
  return rowCount === 0 ? EMPTY_HEIGHT : HEADER_HEIGHT + rowCount * ROW_HEIGHT + 2;
}

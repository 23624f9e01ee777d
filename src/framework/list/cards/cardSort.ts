import type { ColumnDef, EntityDeclaration } from '../../entity/types';
import type { ListSort } from '../listParams';

/** One way to order the cards: a sortable column and a direction. */
export interface CardSortOption {
  key: string;
  sort: ListSort;
  column: ColumnDef;
}

/** The picker's key of a sort: `TITLE:ASC`. */
export const sortKey = (sort: ListSort): string => `${sort.field}:${sort.direction}`;

/**
 * Every order the table's headers offer, for the cards, which have no headers: each sortable
 * column ascending and descending, in the declaration's order.
 *
 * @example cardSortOptions(plans).map((option) => option.key) // ['TITLE:ASC', 'TITLE:DESC', 'PRICE:ASC', …]
 */
export function cardSortOptions(declaration: EntityDeclaration): CardSortOption[] {
  return (declaration.columns as ColumnDef[])
    .filter((column) => column.sort)
    .flatMap((column) => (['ASC', 'DESC'] as const).map((direction) => ({ key: `${column.sort}:${direction}`, sort: { field: column.sort, direction }, column })));
}

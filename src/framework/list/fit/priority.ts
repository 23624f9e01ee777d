import type { ColumnDef, ColumnKind } from '../../entity/types';

/**
 * What a column's kind says about how long it should stay when room runs out: a status or an
 * amount is what a row is scanned for; a cover image or a yes/no mark is the first to go.
 */
const BY_KIND: Record<ColumnKind, number> = {
  enum: 2,
  money: 2,
  text: 3,
  reference: 3,
  code: 3,
  date: 4,
  boolean: 5,
  flag: 5,
  image: 6,
};

/**
 * The column's priority for the fitting (lower stays longer): the declaration's, else its kind's.
 *
 * @example columnPriority(col.date('updatedAt'), 'date') // 4
 */
export function columnPriority(def: Pick<ColumnDef, 'priority'>, kind: ColumnKind): number {
  return def.priority ?? BY_KIND[kind];
}

import type { ColumnParts } from '../entity/types';

/**
 * A column as a builder returns it: the key and sort keep their literal types, so the declaration
 * that lists the column checks them against its row and its SortField enum. The row is inferred
 * from the declaration, so callbacks in `extra` and `col.ref` labels get it typed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BuiltColumn<Key extends string, Sort extends string = never, Row = any> = ColumnParts<Row, Sort> & { key: Key };

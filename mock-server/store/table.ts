import type { Row } from './types';

/** Rows of one entity type, with sorted orders kept until the next write. */
export class Table {
  readonly rows = new Map<string, Row>();
  private ordered: Row[] | null = null;
  private readonly sorted = new Map<string, Row[]>();
  private searchText = new WeakMap<Row, string>();
  seq = 0;

  constructor(readonly type: string) {}

  nextId(): string {
    this.seq += 1;
    return String(this.seq);
  }

  /**
   * A write makes cached orders and search text stale here and in the tables that reference this
   * one (rows sort and search by the fields of rows they reference); Database decides which.
   */
  invalidate(): void {
    this.ordered = null;
    this.sorted.clear();
    this.searchText = new WeakMap();
  }

  /** A new row only changes the insertion order; used while a batch defers full invalidation. */
  resetOrder(): void {
    this.ordered = null;
  }

  all(): Row[] {
    this.ordered ??= [...this.rows.values()];
    return this.ordered;
  }

  /** Sorting 10,000 rows costs milliseconds, so each order is computed once per write. */
  sortedBy(key: string, compute: (rows: Row[]) => Row[]): Row[] {
    let order = this.sorted.get(key);
    if (!order) {
      order = compute(this.all());
      this.sorted.set(key, order);
    }
    return order;
  }

  text(row: Row, compute: (row: Row) => string): string {
    let text = this.searchText.get(row);
    if (text === undefined) {
      text = compute(row);
      this.searchText.set(row, text);
    }
    return text;
  }
}

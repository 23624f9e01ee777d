import type { Row } from './types';

/** Filtered orders kept per table: enough for every list a few screens show, bounded for memory. */
export const MAX_FILTERED_ORDERS = 64;

/** Rows of one entity type, with sorted (and filtered) orders kept until the next write. */
export class Table {
  readonly rows = new Map<string, Row>();
  private ordered: Row[] | null = null;
  private readonly sorted = new Map<string, Row[]>();
  /** Least recently used first, so the oldest is the one dropped past the bound. */
  private readonly filtered = new Map<string, { order: string; search: boolean; rows: Row[] }>();
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
    this.filtered.clear();
    this.searchText = new WeakMap();
  }

  /**
   * A row this table references changed: orders by a reference (sorted by its label) and
   * searches (which read through references) are stale; orders by own fields are not.
   */
  invalidateReferences(refFields: ReadonlySet<string>): void {
    for (const key of this.sorted.keys()) {
      const colon = key.lastIndexOf(':');
      if (refFields.has(colon < 0 ? key : key.slice(0, colon))) this.sorted.delete(key);
    }
    for (const [key, entry] of this.filtered) {
      if (entry.search || !this.sorted.has(entry.order)) this.filtered.delete(key);
    }
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

  /**
   * The rows of a sorted order that pass a filter, kept like the orders: a page of 25 out of
   * 10,000 filtered rows then costs a slice, not a scan, until a write makes it stale.
   */
  filteredBy(order: string, filter: Record<string, unknown>, compute: () => Row[]): Row[] {
    const key = `${order}:${JSON.stringify(filter)}`;
    let entry = this.filtered.get(key);
    if (entry) {
      this.filtered.delete(key);
    } else {
      entry = { order, search: filter.search != null && filter.search !== '', rows: compute() };
      if (this.filtered.size >= MAX_FILTERED_ORDERS) this.filtered.delete(this.filtered.keys().next().value!);
    }
    this.filtered.set(key, entry);
    return entry.rows;
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

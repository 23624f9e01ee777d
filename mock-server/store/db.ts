import type { EntitySubject } from '../../src/ability/subjects';
import { behaviours } from '../entities';
import type { EntityModel } from '../model';
import { conventionPredicate, paginate, searchableText, sortRows, type ListArgs, type RowPredicate } from './query';
import { Table } from './table';
import { nextVersion } from './version';
import type { Row, RowValues } from './types';

/** Filters the conventions cannot express. */
const customFilters: Record<string, Record<string, RowPredicate>> = {
  MediaCategory: { root: (row, expected) => (row.parent == null) === expected },
};

/**
 * Told of every write before it is made (durable/rows.ts), so that it can be saved with its
 * document, or undone if the document is refused or its commit fails.
 */
export interface RowWrites {
  /** A new row; `seqBefore` is its table's id counter before it. */
  inserted(row: Row, seqBefore: number): void;
  /** About to change in place. */
  updating(row: Row): void;
  removed(row: Row): void;
}

export interface Page {
  items: Row[];
  total: number;
  page: number;
  pageSize: number | null;
}

/**
 * In-memory tables of every entity. Listing, filtering, sorting and paging happen here because
 * graphql-tools' MockStore can neither list a type nor page it.
 */
export class Database {
  private readonly tables = new Map<string, Table>();
  private readonly predicates = new Map<string, Map<string, RowPredicate>>();
  private listeners: (() => void)[] = [];
  private batching = false;
  clock: () => number = () => Date.now();
  /** Told of every write outside a batch (seeding and loading are saved whole). */
  writes: RowWrites | null = null;

  /** Per type: the tables whose cached orders and search text a write to it makes stale. */
  private readonly dependents = new Map<string, Set<string>>();
  private readonly refFieldsByType = new Map<string, ReadonlySet<string>>();

  constructor(readonly models: Map<string, EntityModel>) {
    for (const model of models.values()) {
      this.tables.set(model.type, new Table(model.type));
      this.predicates.set(model.type, new Map(Object.entries(customFilters[model.type] ?? {})));
      this.dependents.set(model.type, new Set([model.type]));
    }
    // Rows sort and search by fields of the rows they reference, at any depth (payments by
    // `user.fullName`), so a table depends on every type it can reach through references.
    for (const model of models.values()) {
      const reached = new Set<string>();
      const queue = model.refs.map((ref) => ref.target);
      while (queue.length > 0) {
        const type = queue.pop()!;
        if (reached.has(type) || !models.has(type)) continue;
        reached.add(type);
        queue.push(...models.get(type)!.refs.map((ref) => ref.target));
      }
      for (const type of reached) this.dependents.get(type)!.add(model.type);
    }
  }

  /** The tables a write to `type` makes stale: itself and those that reach it by reference. */
  dependentsOf(type: string): ReadonlySet<string> {
    return this.dependents.get(type) ?? new Set([type]);
  }

  model(type: string): EntityModel {
    const model = this.models.get(type);
    if (!model) throw new Error(`Unknown entity type ${type}`);
    return model;
  }

  table(type: string): Table {
    return this.tables.get(type) ?? (this.model(type), this.tables.get(type)!);
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }

  get(type: string, id: string): Row | undefined {
    return this.table(type).rows.get(id);
  }

  all(type: string): Row[] {
    return this.table(type).all();
  }

  insert(type: EntitySubject, values: RowValues): Row {
    const table = this.table(type);
    const now = new Date(this.clock()).toISOString();
    const seqBefore = table.seq;
    const id = typeof values.id === 'string' ? values.id : table.nextId();
    table.seq = Math.max(table.seq, Number(id) || 0);
    const row = { createdAt: now, ...values, updatedAt: (values.updatedAt ?? values.createdAt ?? now) as string, id, __typename: type } as Row;
    behaviours[type].derive?.(row);
    table.rows.set(id, row);
    table.resetOrder();
    // No row references a row that did not exist yet: only this table's orders change.
    this.invalidate(type, false);
    if (!this.batching) this.writes?.inserted(row, seqBefore);
    return row;
  }

  /** Updates in place, so every row that references this one sees the change. */
  update(row: Row, patch: RowValues): Row {
    this.writes?.updating(row);
    // The version moves on every update, even two within one millisecond (resolvers/versions.ts).
    Object.assign(row, patch, { updatedAt: nextVersion(row.updatedAt, this.clock()) });
    behaviours[row.__typename].derive?.(row);
    this.invalidate(row.__typename);
    return row;
  }

  remove(rows: Row[]): void {
    for (const row of rows) {
      this.table(row.__typename).rows.delete(row.id);
      this.table(row.__typename).resetOrder();
      this.writes?.removed(row);
    }
    // Referenced rows cannot be removed (deletionPlan refuses or removes the referrers too), so
    // only the tables rows left from change order.
    for (const type of new Set(rows.map((row) => row.__typename))) this.invalidate(type, false);
  }

  /** Runs many writes (seeding, restoring) with one cache invalidation at the end. */
  batch(writes: () => void): void {
    this.batching = true;
    try {
      writes();
    } finally {
      this.batching = false;
      this.invalidate();
    }
  }

  /** Rows were put back as they were (a rolled-back document): every cached order is stale. */
  stale(): void {
    this.invalidate();
  }

  /** Without a type (after a batch), every table; `referrers` also those that reach `type`. */
  private invalidate(type?: string, referrers = true): void {
    if (this.batching) return;
    if (!type) {
      for (const table of this.tables.values()) table.invalidate();
      return;
    }
    this.tables.get(type)?.invalidate();
    if (!referrers) return;
    // A referrer sorts by the referenced row's label and searches through it; its other orders
    // (payments by amount when a user is renamed) and its id filters stay as they were.
    for (const name of this.dependentsOf(type)) {
      if (name !== type) this.tables.get(name)?.invalidateReferences(this.refFields(name));
    }
  }

  private refFields(type: string): ReadonlySet<string> {
    let fields = this.refFieldsByType.get(type);
    if (!fields) {
      fields = new Set(this.model(type).refs.map((ref) => ref.field));
      this.refFieldsByType.set(type, fields);
    }
    return fields;
  }

  /** Rows of other types that reference `row`, grouped by type and field. */
  referencesTo(row: Row): { type: string; field: string; rows: Row[] }[] {
    const found: { type: string; field: string; rows: Row[] }[] = [];
    for (const model of this.models.values()) {
      for (const ref of model.refs) {
        if (ref.target !== row.__typename) continue;
        const rows = this.all(model.type).filter((other) => {
          const value = other[ref.field];
          return Array.isArray(value) ? value.includes(row) : value === row;
        });
        if (rows.length > 0) found.push({ type: model.type, field: ref.field, rows });
      }
    }
    return found;
  }

  list(type: string, args: ListArgs): Page {
    const model = this.model(type);
    const table = this.table(type);
    const sort = args.sort ?? { field: 'CREATED_AT', direction: 'DESC' as const };
    // A sort of the entity's own (a queue's STATUS_PRIORITY) is keyed by its enum value.
    const keyOf = behaviours[model.type].sortKeys?.[sort.field];
    const field = keyOf ? sort.field : (model.sortFields.get(sort.field) ?? 'createdAt');
    const orderKey = `${field}:${sort.direction}`;
    const ordered = table.sortedBy(orderKey, (rows) => sortRows(rows, field, sort.direction, keyOf));
    const filter = args.filter ?? {};
    const tests = this.compileFilter(model, filter);
    const matching =
      tests.length === 0 ? ordered : table.filteredBy(orderKey, filter, () => ordered.filter((row) => tests.every((test) => test(row))));
    const page = Math.max(1, args.page ?? 1);
    const pageSize = args.pageSize === undefined ? 10 : args.pageSize;
    return { items: paginate(matching, page, pageSize), total: matching.length, page, pageSize };
  }

  private compileFilter(model: EntityModel, filter: Record<string, unknown>): ((row: Row) => boolean)[] {
    const tests: ((row: Row) => boolean)[] = [];
    const table = this.table(model.type);
    for (const [key, expected] of Object.entries(filter)) {
      if (expected == null || expected === '') continue;
      if (key === 'search') {
        const needle = String(expected).trim().toLocaleLowerCase();
        const paths = behaviours[model.type].search;
        if (needle) tests.push((row) => table.text(row, (r) => searchableText(r, paths)).includes(needle));
        continue;
      }
      const predicate = this.predicateFor(model, key);
      tests.push((row) => predicate(row, expected));
    }
    return tests;
  }

  private predicateFor(model: EntityModel, key: string): RowPredicate {
    const cache = this.predicates.get(model.type)!;
    let predicate = cache.get(key);
    if (!predicate) {
      const refKeys = new Map(model.refs.map((ref) => [ref.many ? ref.inputKey.replace(/Ids$/, 'Id') : ref.inputKey, ref.field]));
      predicate = conventionPredicate(key, new Set(model.fields), refKeys) ?? undefined;
      if (!predicate) throw new Error(`${model.type}Filter.${key} follows no convention; add it to customFilters`);
      cache.set(key, predicate);
    }
    return predicate;
  }
}

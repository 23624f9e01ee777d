import type { Row } from './types';

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  sort?: { field: string; direction: 'ASC' | 'DESC' } | null;
  page?: number | null;
  pageSize?: number | null;
}

/** Reads a dotted path through references: `user.fullName`. */
export function valueAt(row: Row, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function searchableText(row: Row, paths: string[]): string {
  return paths
    .map((path) => {
      const value = valueAt(row, path);
      return Array.isArray(value) ? value.join(' ') : value == null ? '' : String(value);
    })
    .join('\n')
    .toLocaleLowerCase();
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as Row).id : undefined);

export type RowPredicate = (row: Row, expected: unknown) => boolean;

/**
 * The predicate of one filter key by the schema's conventions: `<field>Id` / `<singular>Id` for
 * references, `<field>From` / `<field>To` for ranges, a list for "any of", otherwise equality.
 * Returns null for a key no convention explains (the registry must supply it).
 */
export function conventionPredicate(key: string, fields: Set<string>, refKeys: Map<string, string>): RowPredicate | null {
  const refField = refKeys.get(key);
  if (refField) {
    return (row, expected) => {
      const value = row[refField];
      return Array.isArray(value) ? value.some((item) => idOf(item) === expected) : idOf(value) === expected;
    };
  }
  const base = key.replace(/(From|To)$/, '');
  if (base !== key && fields.has(base)) {
    const sign = key.endsWith('From') ? 1 : -1;
    return (row, expected) => row[base] != null && compare(row[base], expected) * sign >= 0;
  }
  if (!fields.has(key)) return null;
  return (row, expected) => (Array.isArray(expected) ? expected.length === 0 || expected.includes(row[key]) : row[key] === expected);
}

// `localeCompare(b, 'en')` builds this collator on every call; sorting 10,000 rows makes ~130,000.
const collator = new Intl.Collator('en');

export function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** Lists (a queue's status rank, then its time) compare item by item; other values as `compare`. */
function compareKeys(a: unknown, b: unknown): number {
  if (!Array.isArray(a) || !Array.isArray(b)) return compare(a, b);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const byItem = compare(a[index], b[index]);
    if (byItem !== 0) return byItem;
  }
  return 0;
}

/**
 * Comparator for a sort field; references sort by their first label value, ties by id. `keyOf`
 * replaces the field's value by a key of the entity's own (EntityBehaviour `sortKeys`).
 */
export function sortRows(rows: Row[], field: string, direction: 'ASC' | 'DESC', keyOf?: (row: Row) => unknown): Row[] {
  const sign = direction === 'DESC' ? -1 : 1;
  const key = keyOf ?? ((row: Row) => {
    const value = row[field];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const ref = value as Row;
      return ref.title ?? ref.fullName ?? ref.name ?? ref.id;
    }
    return value;
  });
  // Each row's key is read once, not once per comparison.
  const keyed = rows.map((row) => ({ row, key: key(row), id: Number(row.id) }));
  keyed.sort((a, b) => {
    const [left, right] = [a.key, b.key];
    // Empty values last in both directions: "latest paid" must not start with unpaid rows.
    if ((left == null) !== (right == null)) return left == null ? 1 : -1;
    const byField = compareKeys(left, right);
    if (byField !== 0) return byField * sign;
    return (a.id - b.id) * sign;
  });
  return keyed.map((entry) => entry.row);
}

export function paginate<T>(items: T[], page: number, pageSize: number | null): T[] {
  if (pageSize == null) return items;
  const start = (Math.max(1, page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

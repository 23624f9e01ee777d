import { isEnumType, type GraphQLEnumType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

/** One key a sort orders by; `rank` is the order of an enum's values when the schema states one. */
export interface SortKey {
  field: string;
  rank?: string[];
}

/** A value of `<T>SortField` and the keys its description says it orders by (null: not stated). */
export interface SortSpec {
  value: string;
  keys: SortKey[] | null;
}

const camel = (value: string) => value.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Reads the keys from the value's description, in the phrasings schema.graphql uses:
 * - "By title." — one field;
 * - "By currency (in the `Currency` enum's order), then price." — the header's money sort;
 * - "The queue's order: OPEN first, then REVIEWING, RESOLVED; the oldest first within each status"
 *   — a status rank, then createdAt.
 * Otherwise a value named after a field (PUBLISHED_AT → publishedAt) sorts by it.
 */
function keysOf(schema: GraphQLSchema, object: GraphQLObjectType, value: string, description: string): SortKey[] | null {
  const fields = object.getFields();
  const known = (keys: SortKey[]) => (keys.every((key) => fields[key.field]) ? keys : null);
  const single = /^By (\w+)\.$/.exec(description);
  if (single) return known([{ field: single[1] }]);
  const money = /^By (\w+) \(in the `(\w+)` enum's order\), then (\w+)\.$/.exec(description);
  if (money) {
    const order = schema.getType(money[2]);
    return known([{ field: money[1], rank: isEnumType(order) ? order.getValues().map((each) => each.name) : undefined }, { field: money[3] }]);
  }
  const queue = /^The queue's order: (\w+) first, then ([\w, ]+); the oldest first within each (\w+)/.exec(description);
  if (queue) return known([{ field: queue[3], rank: [queue[1], ...queue[2].split(/,\s*/)] }, { field: 'createdAt' }]);
  return fields[camel(value)] ? [{ field: camel(value) }] : null;
}

export function sortSpecs(schema: GraphQLSchema, object: GraphQLObjectType, sortEnum: GraphQLEnumType): SortSpec[] {
  return sortEnum.getValues().map((value) => ({ value: value.name, keys: keysOf(schema, object, value.name, value.description ?? '') }));
}

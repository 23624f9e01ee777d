import { getNamedType, isEnumType, type GraphQLObjectType } from 'graphql';
import type { SortKey } from './sorts';

/** -1, 0 or 1; null when the contract does not decide (two collations of text disagree). */
export type Order = -1 | 0 | 1 | null;

const sign = (value: number): -1 | 0 | 1 => (value < 0 ? -1 : value > 0 ? 1 : 0);
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const codepoints = (a: string, b: string) => sign(a < b ? -1 : a > b ? 1 : 0);

/**
 * Text order is left to the server's collation, which the schema does not name ("alphabetically
 * first value first"). Two orders are asked, a locale-aware one and plain code points, both
 * case-insensitive; only when they agree is an order a violation. A list served backwards still
 * fails, a database collation that places punctuation or Persian letters differently does not.
 */
function textOrder(a: string, b: string): Order {
  const x = collator.compare(a, b);
  if (x === 0) return 0;
  const y = codepoints(a.toLowerCase(), b.toLowerCase());
  return sign(x) === y ? y : null;
}

/** How values of one field compare: by its GraphQL type. */
export function valueOrder(object: GraphQLObjectType, key: SortKey): (a: unknown, b: unknown) => Order {
  const type = getNamedType(object.getFields()[key.field].type);
  if (key.rank) {
    const rank = key.rank;
    return (a, b) => sign(rank.indexOf(String(a)) - rank.indexOf(String(b)));
  }
  if (isEnumType(type)) {
    // The schema states no order for enums: their declared order and their names' order both pass.
    const declared = type.getValues().map((value) => value.name);
    return (a, b) => {
      const byDeclaration = sign(declared.indexOf(String(a)) - declared.indexOf(String(b)));
      const byName = codepoints(String(a), String(b));
      return byDeclaration === byName ? byName : null;
    };
  }
  if (type.name === 'DateTime') return (a, b) => sign(Date.parse(String(a)) - Date.parse(String(b)));
  if (type.name === 'Int' || type.name === 'Float') return (a, b) => sign(Number(a) - Number(b));
  if (type.name === 'Boolean') return (a, b) => sign(Number(a) - Number(b));
  return (a, b) => textOrder(String(a), String(b));
}

/** Several keys compared in turn (money: currency, then amount). */
export function keysOrder(object: GraphQLObjectType, keys: SortKey[]): (a: unknown[], b: unknown[]) => Order {
  const orders = keys.map((key) => valueOrder(object, key));
  return (a, b) => {
    for (let index = 0; index < orders.length; index += 1) {
      const order = orders[index](a[index], b[index]);
      if (order !== 0) return order;
    }
    return 0;
  };
}

const isInstant = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value);

/** Equality as the contract means it: instants by time, lists and objects by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isInstant(a) && isInstant(b)) return Date.parse(a) === Date.parse(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

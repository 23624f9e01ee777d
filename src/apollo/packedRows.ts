import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { map } from 'rxjs';

/**
 * Packed rows (the server's side: mock-server/packedRows.ts): a document marked
 * `__meta__.packRows` (All's snapshot document, snapshotDocument.ts) asks the server to send its
 * long lists of rows as tables (`extensions.packRows`), and the answer is unpacked here, before
 * Apollo or the screen reads it, into the same result the plain answer gives. A server that does
 * not pack answers as usual, and nothing is unpacked.
 */
const PACKED = '__packedRows';

interface Packed {
  keys: string[];
  rows: unknown[][];
  shared: Record<string, unknown[]>;
}

type Row = Record<string, unknown>;
const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of one table: objects with the table's keys, a shared value the same object in every row that has it. */
function unpackRows({ keys, rows, shared }: Packed): Row[] {
  const tables = keys.map((key) => shared[key]);
  return rows.map((values) => {
    const row: Row = {};
    for (let column = 0; column < keys.length; column++) {
      const value = values[column];
      const table = tables[column];
      row[keys[column]] = table ? (value === null ? null : table[value as number]) : unpack(value);
    }
    return row;
  });
}

/** `value` with every packed table in it unpacked (a value with none comes back as it was). */
export function unpack(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(unpack);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isObject(value)) return value;
  if (PACKED in value) return unpackRows(value[PACKED] as Packed);
  let out: Row | null = null;
  for (const key of Object.keys(value)) {
    const before = value[key];
    const after = typeof before === 'object' && before !== null ? unpack(before) : before;
    if (after !== before) (out ??= { ...value })[key] = after;
  }
  return out ?? value;
}

const asksForPacking = (document: DocumentNode) => (document as { __meta__?: { packRows?: boolean } }).__meta__?.packRows === true;

/** Asks for packed rows for the documents marked so, and unpacks their answers. */
export function createPackedRowsLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!asksForPacking(operation.query)) return forward(operation);
    operation.extensions.packRows = true;
    return forward(operation).pipe(map((result) => ('data' in result && result.data ? { ...result, data: unpack(result.data) as typeof result.data } : result)));
  });
}

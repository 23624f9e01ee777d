import { Kind, visit, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';

/**
 * `__typename @skip(if: true)`: Apollo Client adds `__typename` to every selection set that has no
 * field starting with `__` (addTypenameToDocument, for its normalized cache), and has no option to
 * leave it out per query; this field is one, and the server never answers it.
 */
const SKIPPED_TYPENAME: FieldNode = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: '__typename' },
  directives: [
    {
      kind: Kind.DIRECTIVE,
      name: { kind: Kind.NAME, value: 'skip' },
      arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'if' }, value: { kind: Kind.BOOLEAN, value: true } }],
    },
  ],
};

/**
 * A selection set whose `__typename` the rows need: one that asks for it itself (an abuse's
 * `target`, a union) or tells types apart with inline fragments.
 */
const keepsTypename = ({ selections }: SelectionSetNode) =>
  selections.some((selection) => (selection.kind === Kind.FIELD && selection.name.value.startsWith('__')) || selection.kind === Kind.INLINE_FRAGMENT);

/**
 * The document without the `__typename` Apollo Client would add to each object: every selection
 * set below the operation's root gets SKIPPED_TYPENAME, except those that keep theirs. The build
 * hashes what this returns (scripts/vite/persistedDocuments.ts), so the text is part of the
 * trusted documents: change it and the manifest changes with it.
 *
 * @example print(addTypenameToDocument(leanDocument(PaymentListDocument))) // no `__typename` is answered
 */
export function leanDocument<D extends DocumentNode>(document: D): D {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      const root = parent !== undefined && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
      if (root || keepsTypename(node)) return undefined;
      return { ...node, selections: [...node.selections, SKIPPED_TYPENAME] };
    },
  });
}

interface Meta {
  __meta__?: { hash?: string; snapshotHash?: string; packRows?: boolean };
}

const snapshots = new WeakMap<DocumentNode, DocumentNode>();

/**
 * A list document as All (the snapshot page, outside the cache) sends it: without a `__typename`
 * on each of 10,000 rows and their nested user, plan, gateway (4.5 MB → 3.6 MB for payments).
 * The build gave the lean text its own hash (`__meta__.snapshotHash`, sent by
 * src/apollo/persistedDocuments.ts and listed in the trusted documents); without one (tests) it is
 * sent as text. The same object each time, so the head start and the screen share one request.
 * The rows get their type back from withRowType. It asks for its rows packed as a table
 * (`packRows`, src/apollo/packedRows.ts): 3.6 MB → ~1.4 MB for All on payments.
 *
 * @example useQuery(snapshotDocument(declaration.operations.list), { variables, fetchPolicy: 'no-cache' })
 */
export function snapshotDocument<D extends DocumentNode>(document: D): D {
  let lean = snapshots.get(document);
  if (!lean) {
    const { __meta__: _built, ...rest } = leanDocument(document) as D & Meta;
    const hash = (document as D & Meta).__meta__?.snapshotHash;
    lean = { ...rest, __meta__: hash ? { hash, packRows: true } : { packRows: true } } as DocumentNode;
    snapshots.set(document, lean);
  }
  return lean as D;
}

/**
 * Rows of a snapshot page with the `__typename` the lean document left out (the entity's
 * subject, which ability checks and anything else reading a row's type expect). Nested objects
 * stay without theirs: cells read their fields, never their type.
 *
 * @example withRowType(page.items, 'Payment')
 */
export function withRowType<Row>(rows: Row[], type: string): Row[] {
  const typed = (row: Row) => Boolean((row as { __typename?: string }).__typename);
  // A page from the cache has its types: the same array, so nothing downstream sees new rows.
  return rows.every(typed) ? rows : rows.map((row) => (typed(row) ? row : { ...row, __typename: type }));
}

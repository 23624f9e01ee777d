import type * as documents from '../../gql/graphql';

type Documents = typeof documents;
type Doc<Name extends string> = Documents[Name & keyof Documents];

/**
 * The six typed documents of an entity, named by the convention of operations/ (`<Entity><Verb>`,
 * STYLE.md). Codegen writes each entity's as one object (`AccentOperations` in
 * src/gql-docs/, one module per document) that its declaration imports by name.
 */
export interface OperationsOf<T extends string> {
  list: Doc<`${T}ListDocument`>;
  get: Doc<`${T}GetDocument`>;
  create: Doc<`${T}CreateDocument`>;
  update: Doc<`${T}UpdateDocument`>;
  delete: Doc<`${T}DeleteDocument`>;
  bulkDelete: Doc<`${T}BulkDeleteDocument`>;
}

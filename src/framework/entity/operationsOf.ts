import type { EntitySubject } from '../../ability/subjects';
import * as documents from '../../gql/graphql';

type Documents = typeof documents;
type Doc<Name extends string> = Documents[Name & keyof Documents];

/** The six typed documents of an entity, found by the naming convention of operations/. */
export interface OperationsOf<T extends string> {
  list: Doc<`${T}ListDocument`>;
  get: Doc<`${T}GetDocument`>;
  create: Doc<`${T}CreateDocument`>;
  update: Doc<`${T}UpdateDocument`>;
  delete: Doc<`${T}DeleteDocument`>;
  bulkDelete: Doc<`${T}BulkDeleteDocument`>;
}

/**
 * `operationsOf('Accent')` is `{ list: AccentListDocument, get: AccentGetDocument, … }`, typed:
 * operations are named `<Entity><Verb>` (STYLE.md), so a declaration need not list them.
 */
export function operationsOf<T extends EntitySubject>(type: T): OperationsOf<T> {
  const pick = (verb: string) => {
    const document = (documents as Record<string, unknown>)[`${type}${verb}Document`];
    if (!document) throw new Error(`operations/: no ${type}${verb} operation`);
    return document;
  };
  return {
    list: pick('List'),
    get: pick('Get'),
    create: pick('Create'),
    update: pick('Update'),
    delete: pick('Delete'),
    bulkDelete: pick('BulkDelete'),
  } as OperationsOf<T>;
}

import type { EntitySubject } from '../../src/ability/subjects';

/**
 * A stored entity. Fields are named as in schema.graphql; a reference holds the referenced
 * Row itself (not its id), so resolvers return it without a lookup and updates made in place
 * are seen everywhere. Extra fields the schema does not expose (passwordHash) may be present.
 */
export interface Row {
  __typename: EntitySubject;
  id: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** Row values before the store adds id, timestamps and __typename. */
export type RowValues = Record<string, unknown>;

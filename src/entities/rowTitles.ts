import { ENTITY_SUBJECTS } from '../ability/subjects';
import type { ReferenceSource, ReferenceSources } from '../framework/entity/references';
import { LIST_DOCUMENTS } from '../gql-facts/listDocuments';
import { entityRegistry } from './registry';

/**
 * How a row of each entity is named (its registry entry's `title`) with the list query pickers and
 * filters search (`<Entity>List`), for every entity, also one no screen of the moment declares,
 * because any form may reference it. The router hands this to the framework
 * (ReferenceSourcesProvider); it comes with the signed-in layout, which is why the list documents
 * are read here and not in the registry, which comes with the router.
 *
 * The get query comes with the entity's declaration: it is needed only for a value that arrived
 * without its label, so no screen loads the 30 of them.
 */
export const rowTitles = Object.fromEntries(
  ENTITY_SUBJECTS.map((subject) => {
    const entry = entityRegistry[subject];
    const source: ReferenceSource = {
      list: LIST_DOCUMENTS[subject],
      label: entry.title as ReferenceSource['label'],
      get: () => entry.load().then((module) => module.default.operations.get),
      ...(entry.local ? { local: true } : {}),
    };
    return [subject, source];
  }),
) as ReferenceSources;

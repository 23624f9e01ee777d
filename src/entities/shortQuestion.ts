import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { ShortQuestionOperations } from '../gql-docs';

export default defineEntity({
  subject: 'ShortQuestion',
  operations: ShortQuestionOperations,
  columns: [
    col.text('question', { sort: 'QUESTION', isRowHeader: true }),
    col.ref('media', (media) => String(media.title)),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [{ kind: 'reference', name: 'mediaId', entity: 'Media' }],
  fields: [
    { name: 'mediaId', kind: 'reference', entity: 'Media', wide: true },
    // In the language being learned: laid out in its own direction, not the interface's.
    { name: 'question', kind: 'textarea', dir: 'auto', wide: true },
    // The learner's answer is accepted when it matches any of these.
    { name: 'answers', kind: 'stringList', minItems: 1, wide: true },
    { name: 'hint', kind: 'text', dir: 'auto', wide: true },
  ],
});

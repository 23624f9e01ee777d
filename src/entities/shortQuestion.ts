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
    { name: 'question', kind: 'textarea', wide: true },
    // The learner's answer is accepted when it matches any of these.
    { name: 'answers', kind: 'stringList', minItems: 1, wide: true },
    { name: 'hint', kind: 'text', wide: true },
  ],
});

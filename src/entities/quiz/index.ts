import { col } from '../../framework/cells/cells';
import { defineEntity } from '../../framework/entity/types';
import { QuizOperations } from '../../gql-docs';
import { lazyComponent } from '../../ui/lazyComponent';

/** The form's own field, in the form's chunks: a list never loads it (nor formik). */
const QuizOptionsField = lazyComponent(() => import('./QuizOptionsField'));

const emptyQuestion = { type: 'doc', content: [{ type: 'paragraph' }] };

export default defineEntity({
  subject: 'Quiz',
  operations: QuizOperations,
  columns: [
    col.text('questionText', { isRowHeader: true }),
    col.ref('media', (media) => String(media.title)),
    col.enum('markingMode', 'MarkingMode'),
    col.text('level', { width: 90 }),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'reference', name: 'mediaId', entity: 'Media' },
    { kind: 'enum', name: 'markingMode', enumName: 'MarkingMode' },
    { kind: 'enum', name: 'level', enumName: 'Level' },
  ],
  fields: [
    { name: 'mediaId', kind: 'reference', entity: 'Media', wide: true },
    { name: 'question', kind: 'richText', wide: true },
    { name: 'markingMode', kind: 'radio', enumName: 'MarkingMode' },
    { name: 'level', kind: 'select', enumName: 'Level' },
    { name: 'options', kind: 'custom', component: QuizOptionsField, wide: true },
    { name: 'explanation', kind: 'textarea', wide: true },
  ],
  defaults: {
    question: emptyQuestion,
    markingMode: 'SINGLE',
    options: [
      { text: '', isCorrect: true },
      { text: '', isCorrect: false },
    ],
  },
});

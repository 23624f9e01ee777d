import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { KeywordModuleOperations } from '../gql-docs';
import { VocabularyPanel } from './learning/VocabularyPanel';

export default defineEntity({
  subject: 'KeywordModule',
  operations: KeywordModuleOperations,
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.ref('media', (media) => String(media.title)),
    { key: 'vocabularies', width: 110, text: (row, format) => format.number(row.vocabularies.length) },
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [{ kind: 'reference', name: 'mediaId', entity: 'Media' }],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'mediaId', kind: 'reference', entity: 'Media' },
  ],
  // The mock server (and the real one) delete a module's words with it: the confirmation says how many.
  deleteImpact: { messageId: 'learning.keywordModule.deleteImpact', count: (row) => row.vocabularies.length },
  editPanels: [VocabularyPanel],
});

import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { defineEntity } from '../framework/entity/types';
import { VocabularyOperations } from '../gql-docs';

/**
 * A word of a keyword module. It has no route of its own: the module's edit screen lists its
 * words and adds and edits them in the drawer, with `keywordModuleId` preset (VocabularyPanel).
 */
export default defineEntity({
  subject: 'Vocabulary',
  drawer: true,
  operations: VocabularyOperations,
  defaultSort: { field: 'WORD', direction: 'ASC' },
  columns: [
    col.text('word', { sort: 'WORD', isRowHeader: true }),
    col.text('meaning'),
    col.text('phonetic'),
    languageColumn('language'),
  ],
  filters: [{ kind: 'reference', name: 'languageId', entity: 'Language' }],
  fields: [
    // Preset by the module's edit screen; validated and sent, never shown.
    { name: 'keywordModuleId', kind: 'reference', entity: 'KeywordModule', hidden: true },
    { name: 'word', kind: 'text' },
    { name: 'meaning', kind: 'text' },
    { name: 'phonetic', kind: 'text' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'example', kind: 'textarea', wide: true },
    { name: 'audioUrl', kind: 'upload', accept: 'audio', wide: true },
  ],
});

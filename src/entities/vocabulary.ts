import { col } from '../framework/cells/cells';
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
    col.ref('language', (language) => String(language.title)),
  ],
  filters: [{ kind: 'reference', name: 'languageId', entity: 'Language' }],
  fields: [
    // Preset by the module's edit screen; validated and sent, never shown.
    { name: 'keywordModuleId', kind: 'reference', entity: 'KeywordModule', hidden: true },
    // Each in its own language's direction, not the interface's (an English example sentence
    // keeps its full stop at its end in the Persian admin; IPA reads left to right).
    { name: 'word', kind: 'text', dir: 'auto' },
    { name: 'meaning', kind: 'text', dir: 'auto' },
    { name: 'phonetic', kind: 'text', dir: 'auto' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'example', kind: 'textarea', dir: 'auto', wide: true },
    { name: 'audioUrl', kind: 'upload', accept: 'audio', wide: true },
  ],
});

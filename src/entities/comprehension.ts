import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { defineEntity } from '../framework/entity/types';
import { ComprehensionOperations } from '../gql-docs';

export default defineEntity({
  subject: 'Comprehension',
  operations: ComprehensionOperations,
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.ref('media', (media) => String(media.title)),
    col.text('level', { width: 90 }),
    languageColumn('language'),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'reference', name: 'mediaId', entity: 'Media', primary: true },
    { kind: 'enum', name: 'level', enumName: 'Level', primary: true },
    { kind: 'reference', name: 'languageId', entity: 'Language' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'mediaId', kind: 'reference', entity: 'Media' },
    { name: 'level', kind: 'select', enumName: 'Level' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'passage', kind: 'richText', options: { preset: 'full' }, wide: true },
  ],
});

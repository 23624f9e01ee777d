import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { defineEntity } from '../framework/entity/types';
import { SerialOperations } from '../gql-docs';
import SeasonsPanel from './panels/SeasonsPanel';

const FLAGS = ['isNew', 'isPopular', 'isFeatured', 'isFree', 'showInSlider'] as const;

export default defineEntity({
  subject: 'Serial',
  operations: SerialOperations,
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.enum('brand', 'Brand'),
    languageColumn('language'),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'brand', enumName: 'Brand' },
    { kind: 'reference', name: 'languageId', entity: 'Language' },
    ...FLAGS.map((name) => ({ kind: 'boolean' as const, name })),
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'brand', kind: 'radio', enumName: 'Brand' },
    ...FLAGS.map((name) => ({ name, kind: 'switch' as const })),
    { name: 'coverUrl', kind: 'upload', accept: 'image' },
    { name: 'description', kind: 'richText', wide: true },
  ],
  defaults: { brand: 'TV' },
  // Seasons are added from here, so each new season knows its serial.
  editPanels: [SeasonsPanel],
});

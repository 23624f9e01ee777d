import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { booleanFilters, switchFields } from '../framework/entity/booleanLists';
import { defineEntity } from '../framework/entity/types';
import { SerialOperations } from '../gql-docs';
import SeasonsPanel from './panels/SeasonsPanel';
import { PROMO_FLAGS } from './promoFlags';

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
    { kind: 'enum', name: 'brand', enumName: 'Brand', primary: true },
    { kind: 'reference', name: 'languageId', entity: 'Language', primary: true },
    ...booleanFilters(PROMO_FLAGS),
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'brand', kind: 'radio', enumName: 'Brand' },
    ...switchFields(PROMO_FLAGS),
    { name: 'coverUrl', kind: 'upload', accept: 'image' },
    { name: 'description', kind: 'richText', wide: true },
  ],
  defaults: { brand: 'TV' },
  // Seasons are added from here, so each new season knows its serial.
  editPanels: [SeasonsPanel],
});

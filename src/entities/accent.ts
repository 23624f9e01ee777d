import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { defineEntity } from '../framework/entity/types';
import { AccentOperations } from '../gql-docs';

export default defineEntity({
  subject: 'Accent',
  drawer: true,
  operations: AccentOperations,
  defaultSort: { field: 'TITLE', direction: 'ASC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    languageColumn('language'),
    col.country('countryCode'),
    col.bool('isActive'),
  ],
  filters: [
    { kind: 'reference', name: 'languageId', entity: 'Language' },
    { kind: 'country', name: 'countryCode' },
    { kind: 'boolean', name: 'isActive' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'countryCode', kind: 'country' },
    { name: 'isActive', kind: 'switch' },
  ],
  defaults: { isActive: true },
});

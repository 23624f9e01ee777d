import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { LanguageOperations } from '../gql-docs';
import { LIMITS } from '../validation/limits';

export default defineEntity({
  subject: 'Language',
  drawer: true,
  operations: LanguageOperations,
  defaultSort: { field: 'SORT_ORDER', direction: 'ASC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.text('nativeTitle'),
    col.text('code', { sort: 'CODE', width: 90, kind: 'code', priority: 2 }),
    col.country('countryCode'),
    col.bool('isRTL', { priority: 4 }),
    col.bool('isActive', { priority: 2 }),
    col.text('sortOrder', { sort: 'SORT_ORDER', width: 110, priority: 4 }),
  ],
  filters: [
    { kind: 'boolean', name: 'isActive' },
    { kind: 'boolean', name: 'isRTL' },
    { kind: 'country', name: 'countryCode' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'nativeTitle', kind: 'text' },
    { name: 'code', kind: 'code', description: 'language.help.code' },
    { name: 'countryCode', kind: 'country' },
    { name: 'sortOrder', kind: 'number', min: 0, max: LIMITS.position },
    { name: 'isRTL', kind: 'switch' },
    { name: 'isActive', kind: 'switch' },
  ],
  defaults: { isActive: true, isRTL: false, sortOrder: 0 },
});

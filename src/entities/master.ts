import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { defineEntity } from '../framework/entity/types';
import { MasterOperations } from '../gql-docs';

export default defineEntity({
  subject: 'Master',
  operations: MasterOperations,
  defaultSort: { field: 'LAST_NAME', direction: 'ASC' },
  columns: [
    { key: 'lastName', sort: 'LAST_NAME', isRowHeader: true, text: (row) => `${row.firstName} ${row.lastName}` },
    // Support finds a teacher by e-mail: it takes the spare width first, whole at 1280 px.
    col.email('email', { priority: 1 }),
    // What a teacher teaches is why one is looked up: it stays beside the e-mail at 1280 px, where
    // the country and the active mark leave first.
    languageColumn('languages', { priority: 2 }),
    col.country('countryCode'),
    col.bool('isActive'),
  ],
  filters: [
    { kind: 'reference', name: 'languageId', entity: 'Language' },
    { kind: 'country', name: 'countryCode' },
    { kind: 'boolean', name: 'isActive' },
  ],
  fields: [
    { name: 'firstName', kind: 'text' },
    { name: 'lastName', kind: 'text' },
    { name: 'email', kind: 'email' },
    { name: 'countryCode', kind: 'country' },
    { name: 'languageIds', kind: 'references', entity: 'Language', wide: true },
    { name: 'avatarUrl', kind: 'upload', accept: 'image' },
    { name: 'isActive', kind: 'switch' },
    { name: 'bio', kind: 'richText', wide: true },
  ],
  defaults: { isActive: true, languageIds: [] },
});

import { col } from '../framework/cells/cells';
import { defineEntity, type FieldDef, type FilterDef } from '../framework/entity/types';
import { TubeOperations } from '../gql-docs';

const FLAGS = ['isNew', 'isPopular', 'isFeatured', 'isFree', 'showInSlider'] as const;

/** Short videos of the Tube brand, each with its presenter. */
export default defineEntity({
  subject: 'Tube',
  operations: TubeOperations,
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
  columns: [
    col.image('thumbnailUrl'),
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.ref('language', (language) => String(language.title)),
    col.ref('master', (master) => `${master.firstName} ${master.lastName}`),
    col.text('durationSeconds', { sort: 'DURATION_SECONDS', width: 130 }),
  ],
  filters: [
    { kind: 'reference', name: 'languageId', entity: 'Language' },
    { kind: 'reference', name: 'masterId', entity: 'Master' },
    ...FLAGS.map((name): FilterDef => ({ kind: 'boolean', name })),
  ],
  fields: [
    { name: 'title', kind: 'text', wide: true },
    { name: 'videoUrl', kind: 'url' },
    { name: 'thumbnailUrl', kind: 'upload', accept: 'image' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'masterId', kind: 'reference', entity: 'Master' },
    { name: 'durationSeconds', kind: 'number', min: 0 },
    { name: 'tags', kind: 'stringList', wide: true },
    ...FLAGS.map((name): FieldDef => ({ name, kind: 'switch' })),
  ],
  defaults: { tags: [] },
});

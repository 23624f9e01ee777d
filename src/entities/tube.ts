import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { booleanFilters, switchFields } from '../framework/entity/booleanLists';
import { defineEntity } from '../framework/entity/types';
import { TubeOperations } from '../gql-docs';
import { PROMO_FLAGS } from './promoFlags';

/** Short videos of the Tube brand, each with its presenter. */
export default defineEntity({
  subject: 'Tube',
  operations: TubeOperations,
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
  columns: [
    col.image('thumbnailUrl', { label: 'media.columns.cover' }),
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    languageColumn('language'),
    col.ref('master', (master) => `${master.firstName} ${master.lastName}`),
    col.duration('durationSeconds', { sort: 'DURATION_SECONDS' }),
  ],
  filters: [
    { kind: 'reference', name: 'languageId', entity: 'Language', primary: true },
    { kind: 'reference', name: 'masterId', entity: 'Master', primary: true },
    ...booleanFilters(PROMO_FLAGS),
  ],
  fields: [
    { name: 'title', kind: 'text', wide: true },
    { name: 'videoUrl', kind: 'upload', accept: 'video', link: true },
    { name: 'thumbnailUrl', kind: 'upload', accept: 'image' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'masterId', kind: 'reference', entity: 'Master' },
    { name: 'durationSeconds', kind: 'duration' },
    { name: 'tags', kind: 'stringList', wide: true },
    ...switchFields(PROMO_FLAGS),
  ],
  defaults: { tags: [] },
});

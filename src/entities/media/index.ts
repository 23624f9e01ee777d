import { col } from '../../framework/cells/cells';
import { languageColumn } from '../../framework/display/languageColumn';
import { booleanFilters, switchFields } from '../../framework/entity/booleanLists';
import { defineEntity } from '../../framework/entity/types';
import { MediaOperations } from '../../gql-docs';
import { segmentOf } from '../../paths';
import { PROMO_FLAGS } from '../promoFlags';
import { LIMITS } from '../../validation/limits';
import { lazyComponent } from '../../ui/lazyComponent';

/** The form's own fields, in the form's chunks: a list never loads them (nor formik). */
const MediaFileField = lazyComponent(() => import('./MediaFileField'));
const MediaPreview = lazyComponent(() => import('./MediaPreview'));

/**
 * The richest form of the admin. Episodes are linked from their serial's seasons as
 * `/media/new?serialId=…&seasonId=…`, which presets both; an accent is one of the chosen
 * language's, a season one of the chosen serial's.
 */
export default defineEntity({
  subject: 'Media',
  operations: MediaOperations,
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
  columns: [
    col.image('coverUrl', { label: 'media.columns.cover' }),
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.enum('brand', 'Brand'),
    languageColumn('language'),
    col.text('level', { sort: 'LEVEL', width: 90, priority: 4 }),
    col.enum('status', 'MediaStatus', { sort: 'STATUS', priority: 1 }),
    col.date('publishedAt', { sort: 'PUBLISHED_AT', priority: 3 }),
    col.duration('durationSeconds', { sort: 'DURATION_SECONDS' }),
  ],
  filters: [
    { kind: 'enum', name: 'brand', enumName: 'Brand' },
    { kind: 'enum', name: 'kind', enumName: 'MediaKind' },
    { kind: 'reference', name: 'languageId', entity: 'Language', primary: true },
    { kind: 'enum', name: 'level', enumName: 'Level' },
    { kind: 'enum', name: 'status', enumName: 'MediaStatus', primary: true },
    { kind: 'reference', name: 'categoryId', entity: 'MediaCategory' },
    { kind: 'reference', name: 'serialId', entity: 'Serial' },
    // A season's "all episodes" link, `/media/manage?seasonId=…`, shows the season it lists.
    { kind: 'reference', name: 'seasonId', entity: 'Season' },
    ...booleanFilters(PROMO_FLAGS),
  ],
  fields: [
    // What every item needs first, then an episode's place (serial, season and number side by
    // side, with the length), then the rest: Tab walks them in this order.
    { name: 'title', kind: 'text', wide: true },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'level', kind: 'select', enumName: 'Level' },
    { name: 'serialId', kind: 'reference', entity: 'Serial', description: 'media.help.episode' },
    { name: 'seasonId', kind: 'reference', entity: 'Season', filterBy: { serialId: 'serialId' } },
    { name: 'episodeNumber', kind: 'number', min: 1, max: LIMITS.episodeNumber },
    { name: 'durationSeconds', kind: 'duration' },
    { name: 'accentId', kind: 'reference', entity: 'Accent', filterBy: { languageId: 'languageId' } },
    { name: 'categoryId', kind: 'reference', entity: 'MediaCategory' },
    { name: 'description', kind: 'richText', wide: true },
    { name: 'brand', kind: 'radio', enumName: 'Brand' },
    { name: 'kind', kind: 'radio', enumName: 'MediaKind' },
    { name: 'coverUrl', kind: 'upload', accept: 'image' },
    { name: 'fileUrl', kind: 'custom', component: MediaFileField, wide: false },
    // Right under the uploads it previews.
    { name: 'preview', kind: 'custom', component: MediaPreview, display: true, wide: true },
    { name: 'status', kind: 'radio', enumName: 'MediaStatus' },
    ...switchFields(PROMO_FLAGS),
    { name: 'publishedAt', kind: 'datetime' },
    { name: 'masterIds', kind: 'references', entity: 'Master' },
    {
      name: 'clips',
      kind: 'repeater',
      wide: true,
      fields: [
        { name: 'title', kind: 'text', label: 'media.clips.title' },
        { name: 'startMs', kind: 'timecode', label: 'media.clips.start' },
        { name: 'endMs', kind: 'timecode', label: 'media.clips.end' },
      ],
      newItem: { title: '', startMs: null, endMs: null },
    },
  ],
  defaults: { brand: 'TV', kind: 'VIDEO', status: 'DRAFT', masterIds: [], clips: [] },
  presetFromQuery: ['serialId', 'seasonId'],
  // An episode's breadcrumb goes through its serial and season: "Serials › Lost › Season 1 › Pilot".
  within: [
    { field: 'serialId', segment: segmentOf('Serial') },
    { field: 'seasonId', segment: segmentOf('Season') },
  ],
});

import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { ProfessorExplanationOperations } from '../gql-docs';
import { formatTimecode } from '../framework/fields/timecode';
import { lazyComponent } from '../ui/lazyComponent';

/** The form's own field, in the form's chunks: a list never loads it (nor formik). */
const MediaLengthCheck = lazyComponent(() => import('./learning/MediaLengthCheck'));

const masterName = (master: Record<string, unknown>) => `${String(master.firstName)} ${String(master.lastName)}`;

export default defineEntity({
  subject: 'ProfessorExplanation',
  operations: ProfessorExplanationOperations,
  title: (row) => `${row.media.title} · ${masterName(row.master)}`,
  defaultSort: { field: 'START_MS', direction: 'ASC' },
  columns: [
    col.ref('media', (media) => String(media.title), { isRowHeader: true }),
    col.ref('master', masterName),
    { key: 'startMs', label: 'learning.fields.start', sort: 'START_MS', width: 120, text: (row) => (row.startMs == null ? '' : formatTimecode(row.startMs)) },
    { key: 'endMs', label: 'learning.fields.end', width: 120, text: (row) => (row.endMs == null ? '' : formatTimecode(row.endMs)) },
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'reference', name: 'mediaId', entity: 'Media' },
    { kind: 'reference', name: 'masterId', entity: 'Master' },
  ],
  fields: [
    { name: 'mediaId', kind: 'reference', entity: 'Media' },
    { name: 'masterId', kind: 'reference', entity: 'Master' },
    { name: 'startMs', kind: 'timecode', label: 'learning.fields.start' },
    { name: 'endMs', kind: 'timecode', label: 'learning.fields.end' },
    // Both points inside the media item when its length is known.
    { name: 'mediaLength', kind: 'custom', component: MediaLengthCheck, display: true, label: 'learning.fields.mediaLength', wide: true },
    { name: 'videoUrl', kind: 'upload', accept: 'video', link: true, wide: true },
    { name: 'content', kind: 'richText', wide: true },
  ],
});

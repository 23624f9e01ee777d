import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { VideoTextOperations } from '../gql-docs';
import { languageDir } from '../framework/display/languageDir';
import { formatTimecode } from '../framework/fields/timecode';

/** Transcript lines of a media item: filtered by media and sorted by start, they read in order. */
export default defineEntity({
  subject: 'VideoText',
  operations: VideoTextOperations,
  title: (row) => `${formatTimecode(row.startMs)} ${row.text}`,
  defaultSort: { field: 'START_MS', direction: 'ASC' },
  columns: [
    { key: 'startMs', label: 'learning.fields.start', sort: 'START_MS', width: 115, text: (row) => formatTimecode(row.startMs) },
    { key: 'endMs', label: 'learning.fields.end', width: 115, text: (row) => formatTimecode(row.endMs) },
    // Each line in its own language's direction: an English line stays LTR in the Persian admin.
    { key: 'text', isRowHeader: true, dir: (row) => languageDir(row.media.language) },
    { key: 'translation', dir: (row) => languageDir(row.translationLanguage) },
    col.ref('media', (media) => String(media.title)),
  ],
  filters: [
    { kind: 'reference', name: 'mediaId', entity: 'Media' },
    { kind: 'reference', name: 'translationLanguageId', entity: 'Language' },
  ],
  fields: [
    { name: 'mediaId', kind: 'reference', entity: 'Media' },
    { name: 'translationLanguageId', kind: 'reference', entity: 'Language' },
    { name: 'startMs', kind: 'timecode', label: 'learning.fields.start' },
    { name: 'endMs', kind: 'timecode', label: 'learning.fields.end' },
    { name: 'text', kind: 'textarea', wide: true },
    { name: 'translation', kind: 'textarea', wide: true },
  ],
});

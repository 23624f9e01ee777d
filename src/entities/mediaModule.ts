import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { MediaModuleOperations } from '../gql-docs';
import { LIMITS } from '../validation/limits';

/** A step of a media item (watch, vocabulary, quiz…); a WATCH step shows at least one card. */
export default defineEntity({
  subject: 'MediaModule',
  operations: MediaModuleOperations,
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.ref('media', (media) => String(media.title)),
    col.enum('kind', 'ModuleKind'),
    col.text('position', { sort: 'POSITION', width: 110 }),
    col.bool('isActive'),
  ],
  filters: [
    { kind: 'reference', name: 'mediaId', entity: 'Media' },
    { kind: 'enum', name: 'kind', enumName: 'ModuleKind' },
    { kind: 'boolean', name: 'isActive' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'mediaId', kind: 'reference', entity: 'Media' },
    { name: 'kind', kind: 'select', enumName: 'ModuleKind' },
    { name: 'position', kind: 'number', min: 0, max: LIMITS.position },
    { name: 'cardIds', kind: 'references', entity: 'MediaCard', description: 'mediaModule.help.cards' },
    { name: 'isActive', kind: 'switch' },
  ],
  defaults: { position: 0, isActive: true, cardIds: [] },
});

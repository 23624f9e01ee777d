import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { MediaCardOperations } from '../gql-docs';
import { LIMITS } from '../validation/limits';

/** A row of media on a brand's home screen; the order of its media is the order shown. */
export default defineEntity({
  subject: 'MediaCard',
  operations: MediaCardOperations,
  defaultSort: { field: 'POSITION', direction: 'ASC' },
  columns: [
    col.image('imageUrl'),
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.enum('brand', 'Brand'),
    col.text('position', { sort: 'POSITION', width: 110 }),
    col.bool('isActive'),
  ],
  filters: [
    { kind: 'enum', name: 'brand', enumName: 'Brand' },
    { kind: 'reference', name: 'mediaId', entity: 'Media' },
    { kind: 'boolean', name: 'isActive' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'subtitle', kind: 'text' },
    { name: 'brand', kind: 'radio', enumName: 'Brand' },
    { name: 'position', kind: 'number', min: 0, max: LIMITS.position },
    { name: 'mediaIds', kind: 'references', entity: 'Media', ordered: true, wide: true },
    { name: 'imageUrl', kind: 'upload', accept: 'image' },
    { name: 'isActive', kind: 'switch' },
  ],
  defaults: { brand: 'TV', position: 0, isActive: true, mediaIds: [] },
});

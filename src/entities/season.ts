import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { SeasonOperations } from '../gql-docs';
import EpisodesPanel from './panels/EpisodesPanel';
import { segmentOf } from '../paths';
import { LIMITS } from '../validation/limits';

export default defineEntity({
  subject: 'Season',
  operations: SeasonOperations,
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.ref('serial', (serial) => String(serial.title)),
    col.text('number', { sort: 'NUMBER', width: 150 }),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [{ kind: 'reference', name: 'serialId', entity: 'Serial' }],
  fields: [
    { name: 'serialId', kind: 'reference', entity: 'Serial' },
    { name: 'number', kind: 'number', min: 1, max: LIMITS.seasonNumber },
    { name: 'title', kind: 'text' },
    { name: 'coverUrl', kind: 'upload', accept: 'image' },
    { name: 'description', kind: 'textarea', wide: true },
  ],
  // A season belongs to a serial: it is only created from the serial's edit screen (PRODUCT.md §3).
  presetFromQuery: ['serialId'],
  requiresQuery: { param: 'serialId', message: 'validation.useNavigation', via: 'serials' },
  // Its breadcrumb goes through its serial: "Serials › Lost › Season 1".
  within: [{ field: 'serialId', segment: segmentOf('Serial') }],
  editPanels: [EpisodesPanel],
});

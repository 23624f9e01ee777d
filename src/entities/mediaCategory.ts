import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { MediaCategoryOperations } from '../gql-docs';
import FolderBrowser from './mediaLibrary/FolderBrowser';

/** Media categories are folders: managed in the folder browser, not a table (PRODUCT.md §3). */
export default defineEntity({
  subject: 'MediaCategory',
  operations: MediaCategoryOperations,
  title: (row) => row.name,
  columns: [col.text('name', { sort: 'NAME', isRowHeader: true })],
  fields: [{ name: 'name', kind: 'text' }],
  manageScreen: FolderBrowser,
});

import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { CommentOperations } from '../gql-docs';
import { commentActions } from './moderation/actions';
import CommentThreadPanel from './moderation/CommentThreadPanel';

/**
 * The comment moderation queue: it opens on PENDING, oldest first, and without that filter still
 * lists the pending ones first (STATUS_PRIORITY); Approve and Reject per row and in bulk.
 */
export default defineEntity({
  subject: 'Comment',
  operations: CommentOperations,
  title: (row) => (row.body.length > 40 ? `${row.body.slice(0, 40)}…` : row.body),
  defaultSort: { field: 'STATUS_PRIORITY', direction: 'ASC' },
  defaultFilter: { status: 'PENDING' },
  columns: [
    col.text('body', { isRowHeader: true }),
    col.ref('author', (author) => String(author.fullName)),
    col.ref('media', (media) => String(media.title)),
    col.enum('status', 'CommentStatus', { sort: 'STATUS', priority: 1 }),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'CommentStatus', primary: true },
    { kind: 'reference', name: 'mediaId', entity: 'Media', primary: true },
    { kind: 'reference', name: 'authorId', entity: 'User' },
  ],
  fields: [
    { name: 'authorId', kind: 'reference', entity: 'User' },
    { name: 'mediaId', kind: 'reference', entity: 'Media' },
    { name: 'parentId', kind: 'reference', entity: 'Comment' },
    { name: 'status', kind: 'radio', enumName: 'CommentStatus' },
    { name: 'body', kind: 'textarea' },
  ],
  defaults: { status: 'PENDING' },
  rowActions: commentActions,
  bulkActions: commentActions,
  editPanels: [CommentThreadPanel],
});

import { createElement } from 'react';
import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { AbuseOperations } from '../gql-docs';
import { abuseBulkActions, abuseRowActions } from './moderation/actions';
import AbuseTargetField from './moderation/AbuseTargetField';
import { TargetLink } from './moderation/TargetLink';

/**
 * The abuse report queue: it opens on OPEN reports, oldest first, and without that filter still
 * lists the open ones first (STATUS_PRIORITY, docs/decisions.md). Review, Resolve and Dismiss
 * change the status, and the server records who handled the report and when (shown, never
 * sent); Resolve and Dismiss also work on the selected rows.
 */
export default defineEntity({
  subject: 'Abuse',
  operations: AbuseOperations,
  title: (row) => `#${row.id} ${row.reporter.fullName}`,
  defaultSort: { field: 'STATUS_PRIORITY', direction: 'ASC' },
  defaultFilter: { status: 'OPEN' },
  columns: [
    { key: 'reporter', isRowHeader: true, text: (row) => `#${row.id} ${row.reporter.fullName}` },
    {
      key: 'targetId',
      label: 'moderation.columns.target',
      render: (row) => createElement(TargetLink, { targetType: row.targetType, targetId: row.targetId }),
      text: (row, format) => format.message('moderation.target', { type: format.enumValue('AbuseTargetType', row.targetType), id: row.targetId }),
    },
    col.enum('reason', 'AbuseReason'),
    col.enum('status', 'AbuseStatus', { sort: 'STATUS' }),
    col.ref('handledBy', (user) => String(user.fullName)),
    col.date('handledAt', { sort: 'HANDLED_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'AbuseStatus' },
    { kind: 'enum', name: 'reason', enumName: 'AbuseReason' },
    { kind: 'enum', name: 'targetType', enumName: 'AbuseTargetType' },
    { kind: 'reference', name: 'reporterId', entity: 'User' },
  ],
  fields: [
    { name: 'reporterId', kind: 'reference', entity: 'User' },
    { name: 'reason', kind: 'select', enumName: 'AbuseReason' },
    { name: 'targetType', kind: 'radio', enumName: 'AbuseTargetType' },
    { name: 'targetId', kind: 'text' },
    // The reported item as a link, as in the list.
    { name: 'target', kind: 'custom', component: AbuseTargetField, display: true, label: 'moderation.columns.target' },
    { name: 'status', kind: 'radio', enumName: 'AbuseStatus' },
    { name: 'handledById', kind: 'reference', entity: 'User', readOnly: true },
    { name: 'handledAt', kind: 'datetime', readOnly: true },
    { name: 'description', kind: 'textarea' },
  ],
  defaults: { status: 'OPEN', reason: 'SPAM', targetType: 'COMMENT' },
  rowActions: abuseRowActions,
  bulkActions: abuseBulkActions,
});

import { createElement } from 'react';
import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { AbuseOperations } from '../gql-docs';
import { abuseBulkActions, abuseRowActions } from './moderation/actions';
import { TargetLink, targetText } from './moderation/TargetLink';
import { lazyComponent } from '../ui/lazyComponent';
import { FILED_WIDTH, filedText } from './moderation/waited';

/** The form's own field, in the form's chunks: a list never loads it (nor formik). */
const AbuseTargetField = lazyComponent(() => import('./moderation/AbuseTargetField'));

/**
 * The abuse report queue: it opens on OPEN reports, oldest first, and says so on the Filed
 * column, which shows when each report came and how long it waited (docs/decisions.md). Review, Resolve and Dismiss
 * change the status, and the server records who handled the report and when (shown, never
 * sent); Resolve and Dismiss also work on the selected rows. A report is named by who reported
 * what (the reported row comes with the list, `Abuse.target`), never by an id.
 */
export default defineEntity({
  subject: 'Abuse',
  operations: AbuseOperations,
  defaultSort: { field: 'CREATED_AT', direction: 'ASC' },
  defaultFilter: { status: 'OPEN' },
  columns: [
    // What was reported names the row: the queue is about items, whoever reported them.
    {
      key: 'target',
      label: 'moderation.columns.target',
      isRowHeader: true,
      render: (row) => createElement(TargetLink, row),
      text: targetText,
    },
    // Who waited longest is served first: the filing date and the wait, the queue's sort.
    col.date('createdAt', { label: 'moderation.columns.filed', sort: 'CREATED_AT', priority: 1, text: (row, format) => filedText(row, format), width: FILED_WIDTH }),
    { key: 'reporter', kind: 'reference', priority: 2, text: (row) => row.reporter.fullName },
    col.enum('reason', 'AbuseReason', { priority: 2 }),
    col.enum('status', 'AbuseStatus', { sort: 'STATUS', priority: 1 }),
    col.ref('handledBy', (user) => String(user.fullName), { priority: 2 }),
    col.date('handledAt', { sort: 'HANDLED_AT', priority: 3 }),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'AbuseStatus', primary: true },
    { kind: 'enum', name: 'reason', enumName: 'AbuseReason', primary: true },
    { kind: 'enum', name: 'targetType', enumName: 'AbuseTargetType' },
    { kind: 'reference', name: 'reporterId', entity: 'User' },
  ],
  fields: [
    { name: 'reporterId', kind: 'reference', entity: 'User' },
    { name: 'reason', kind: 'select', enumName: 'AbuseReason' },
    { name: 'targetType', kind: 'radio', enumName: 'AbuseTargetType' },
    // Picked by name with the picker of the chosen type, with a link to it.
    { name: 'targetId', kind: 'custom', component: AbuseTargetField, wide: true },
    { name: 'status', kind: 'radio', enumName: 'AbuseStatus' },
    { name: 'handledById', kind: 'reference', entity: 'User', readOnly: true },
    { name: 'handledAt', kind: 'datetime', readOnly: true },
    { name: 'description', kind: 'textarea' },
  ],
  defaults: { status: 'OPEN', reason: 'SPAM', targetType: 'COMMENT' },
  rowActions: abuseRowActions,
  bulkActions: abuseBulkActions,
});

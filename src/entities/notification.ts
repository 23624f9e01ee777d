import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { NotificationOperations } from '../gql-docs';

/**
 * Messages to the app's users, added in a drawer. The status says when it goes: a draft waits,
 * a scheduled one goes at its time, "sent" goes now; once sent it can no longer change.
 */
export default defineEntity({
  subject: 'Notification',
  drawer: true,
  operations: NotificationOperations,
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.enum('audience', 'NotificationAudience'),
    col.enum('channel', 'NotificationChannel'),
    col.enum('status', 'NotificationStatus', { sort: 'STATUS' }),
    col.date('scheduledAt', { sort: 'SCHEDULED_AT' }),
    col.date('sentAt'),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'NotificationStatus', primary: true },
    { kind: 'enum', name: 'audience', enumName: 'NotificationAudience', primary: true },
    { kind: 'enum', name: 'channel', enumName: 'NotificationChannel' },
    { kind: 'reference', name: 'planId', entity: 'Plan' },
    { kind: 'dateRange', name: 'scheduledAt' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'body', kind: 'textarea' },
    { name: 'audience', kind: 'radio', enumName: 'NotificationAudience' },
    { name: 'planId', kind: 'reference', entity: 'Plan', visibleWhen: (values) => values.audience === 'PLAN' },
    { name: 'userIds', kind: 'references', entity: 'User', visibleWhen: (values) => values.audience === 'USERS' },
    { name: 'channel', kind: 'radio', enumName: 'NotificationChannel' },
    { name: 'status', kind: 'radio', enumName: 'NotificationStatus', description: 'notification.help.status' },
    { name: 'scheduledAt', kind: 'datetime', visibleWhen: (values) => values.status === 'SCHEDULED' },
  ],
  defaults: { audience: 'ALL', channel: 'PUSH', status: 'DRAFT', userIds: [] },
  readOnlyWhen: (notification) => notification.status === 'SENT',
  readOnlyNote: 'notification.readOnly.sent',
});

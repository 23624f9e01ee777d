import { IconCheck, IconClipboardList, IconX } from '@tabler/icons-react';
import type { RecordAction } from '../../framework/entity/types';

type WithStatus = { status: string };

/** A moderator changes a status and nothing else: the buttons show only where `update` of `status` is allowed. */
const status = { action: 'update', field: 'status' } as const;

/** Approve and Reject of a comment, per row and for the selected rows. */
export const commentActions: RecordAction<WithStatus>[] = [
  {
    key: 'approve', label: 'moderation.actions.approve', icon: IconCheck, ability: status,
    when: (row) => row.status !== 'APPROVED', input: { status: 'APPROVED' }, done: 'moderation.toast.approved',
  },
  {
    key: 'reject', label: 'moderation.actions.reject', icon: IconX, ability: status,
    when: (row) => row.status !== 'REJECTED', input: { status: 'REJECTED' }, done: 'moderation.toast.rejected',
  },
];

const open = (row: WithStatus) => row.status === 'OPEN' || row.status === 'REVIEWING';
/** A step on a report changes its status; the server records who took it and when (handledBy, handledAt). */
const handled = (next: string) => ({ status: next });

// Not the eye, which opens a record everywhere else: Review takes the report up.
const review: RecordAction<WithStatus> = {
  key: 'review', label: 'moderation.actions.review', icon: IconClipboardList, ability: status,
  when: (row) => row.status === 'OPEN', input: handled('REVIEWING'), done: 'moderation.toast.reviewing',
};
const resolve: RecordAction<WithStatus> = {
  key: 'resolve', label: 'moderation.actions.resolve', icon: IconCheck, ability: status,
  when: open, input: handled('RESOLVED'), done: 'moderation.toast.resolved',
};
const dismiss: RecordAction<WithStatus> = {
  key: 'dismiss', label: 'moderation.actions.dismiss', icon: IconX, ability: status,
  when: open, input: handled('DISMISSED'), done: 'moderation.toast.dismissed',
};

export const abuseRowActions = [review, resolve, dismiss];
export const abuseBulkActions = [resolve, dismiss];

import { IconReceiptRefund } from '@tabler/icons-react';
import type { RecordAction } from '../../framework/entity/types';

/**
 * Refund: the one change a payment that went through takes (the form shows it read-only). Final,
 * so it asks first and its toast offers no Undo.
 */
export const paymentActions: RecordAction<{ status: string }>[] = [
  {
    key: 'refund', label: 'payment.actions.refund', icon: IconReceiptRefund, ability: { action: 'update', field: 'status' },
    when: (row) => row.status === 'SUCCEEDED', input: { status: 'REFUNDED' }, done: 'payment.toast.refunded', undoable: false,
    confirm: { title: 'payment.confirm.refundTitle', body: 'payment.confirm.refundBody' },
  },
];

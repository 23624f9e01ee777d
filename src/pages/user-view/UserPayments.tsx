import payments from '../../entities/payment';
import { urls } from '../../paths';
import { EnumBadge } from '../../framework/cells/cells';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { PaymentOperations } from '../../gql-docs';
import { UserRecords } from './UserRecords';

export function UserPayments({ userId }: { userId: string }) {
  const format = useValueFormatter();
  return (
    <UserRecords<typeof PaymentOperations>
      declaration={payments}
      userFilter="userId"
      sort={{ field: 'PAID_AT', direction: 'DESC' }}
      userId={userId}
      messages={{ title: 'user.view.payments', empty: 'user.view.noPayments', all: 'user.view.allPayments' }}
      allHref={urls.manage('Payment', { userId })}
      columns={[
        { label: 'payment.fields.trackingCode', cell: (payment) => <bdi>{payment.trackingCode}</bdi> },
        { label: 'payment.fields.amount', cell: (payment) => format.money(payment.amount, payment.currency) },
        { label: 'payment.fields.status', cell: (payment) => <EnumBadge enumName="PaymentStatus" value={payment.status} /> },
        { label: 'payment.fields.paidAt', cell: (payment) => format.date(payment.paidAt) },
      ]}
    />
  );
}

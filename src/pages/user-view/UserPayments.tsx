import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppAbility } from '../../app/providers/ability';
import { EnumBadge } from '../../framework/cells/cells';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import type { UserViewQuery } from '../../gql/graphql';

type Payment = UserViewQuery['paymentList']['items'][number];

export function UserPayments({ payments, total, userId }: { payments: Payment[]; total: number; userId: string }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const ability = useAppAbility();
  if (!ability.can('read', 'Payment')) return null;
  return (
    <section className="card" aria-labelledby="user-payments">
      <h2 id="user-payments" className="section-title">{intl.formatMessage({ id: 'user.view.payments' })}</h2>
      {payments.length === 0 ? (
        <p>{intl.formatMessage({ id: 'user.view.noPayments' })}</p>
      ) : (
        <table className="mini-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'payment.fields.trackingCode' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'payment.fields.amount' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'payment.fields.status' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'payment.fields.paidAt' })}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td><bdi>{payment.trackingCode}</bdi></td>
                <td>{format.money(payment.amount, payment.currency)}</td>
                <td><EnumBadge enumName="PaymentStatus" value={payment.status} /></td>
                <td>{format.date(payment.paidAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > payments.length && (
        <Link to={`/payments/manage?userId=${userId}`}>{intl.formatMessage({ id: 'user.view.allPayments' }, { count: total })}</Link>
      )}
    </section>
  );
}

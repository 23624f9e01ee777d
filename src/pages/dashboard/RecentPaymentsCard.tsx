import { useIntl } from 'react-intl';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { Link } from 'react-router-dom';
import { urls } from '../../paths';
import { Badge } from '../../ui/kit/Feedback';
import { PAYMENT_STATUS_LABEL, PAYMENT_STATUS_VARIANT } from './labels';
import { formatMoney } from './money';
import type { DashboardData } from './useDashboard';

type Payment = NonNullable<DashboardData['recentPayments']>[number];

/** The latest payments: who paid, how much, the outcome and when. */
export function RecentPaymentsCard({ items }: { items: readonly Payment[] }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card dash-card dash-card--wide" aria-labelledby="recent-payments-title">
      <header className="dash-card__header">
        <h2 id="recent-payments-title" className="dash-card__title">{t('dashboard.recentPayments.title')}</h2>
        <Link to={urls.manage('Payment')} className="dash-card__more">{t('dashboard.recentPayments.viewAll')}</Link>
      </header>
      {items.length === 0 ? (
        <p className="dash-empty">{t('dashboard.empty')}</p>
      ) : (
        <div className="dash-table-wrap">
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.recentPayments.user')}</th>
                <th scope="col" className="dash-table__num">{t('dashboard.recentPayments.amount')}</th>
                <th scope="col">{t('dashboard.recentPayments.status')}</th>
                <th scope="col">{t('dashboard.recentPayments.date')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((payment) => (
                <tr key={payment.id}>
                  <td><bdi>{payment.user.fullName}</bdi></td>
                  <td className="dash-table__num">{formatMoney(intl, payment.amount, payment.currency)}</td>
                  <td>
                    <Badge variant={PAYMENT_STATUS_VARIANT[payment.status]}>{t(PAYMENT_STATUS_LABEL[payment.status])}</Badge>
                  </td>
                  <td>
                    {payment.paidAt ? (
                      <time dateTime={payment.paidAt}>{format.dateTime(payment.paidAt)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

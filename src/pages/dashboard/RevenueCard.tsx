import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from './money';
import { dayOf, type RevenuePoint } from './revenue';

// recharts is the heaviest part of the dashboard: its own chunk, fetched after the figures show.
const RevenueChart = lazy(() => import('./RevenueChart').then((m) => ({ default: m.RevenueChart })));

/**
 * Revenue by day for 30 days: the chart for the eye, and for assistive technology a summary and
 * a visually hidden table with every day (an SVG chart cannot be read out).
 */
export function RevenueCard({ points }: { points: readonly RevenuePoint[] }) {
  const intl = useIntl();
  const currency = points[0]?.currency ?? 'IRR';
  const total = points.reduce((sum, point) => sum + point.amount, 0);
  const best = points.reduce<RevenuePoint | null>((top, point) => (!top || point.amount > top.amount ? point : top), null);
  const day = (date: string) => intl.formatDate(dayOf(date), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const summary = intl.formatMessage(
    { id: 'dashboard.chart.summary' },
    { text: formatMoney(intl, total, currency), title: best && best.amount > 0 ? day(best.date) : '—' },
  );
  return (
    <section className="card dash-card dash-card--chart" aria-labelledby="revenue-title">
      <header className="dash-card__header">
        <div>
          <h2 id="revenue-title" className="dash-card__title">{intl.formatMessage({ id: 'dashboard.chart.title' })}</h2>
          <p className="dash-card__subtitle">{intl.formatMessage({ id: 'dashboard.chart.subtitle' })}</p>
        </div>
        <p className="revenue-total">{formatMoney(intl, total, currency)}</p>
      </header>
      <p className="visually-hidden">{summary}</p>
      <div className="revenue-chart" aria-hidden="true">
        <Suspense fallback={<div className="skeleton skeleton--chart" />}>
          <RevenueChart points={points} />
        </Suspense>
      </div>
      <table className="visually-hidden">
        <caption>{intl.formatMessage({ id: 'dashboard.chart.tableCaption' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'dashboard.chart.date' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'dashboard.chart.amount' })}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{day(point.date)}</th>
              <td>{formatMoney(intl, point.amount, point.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

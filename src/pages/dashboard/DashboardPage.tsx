import { useIntl } from 'react-intl';
import { useSettings } from '../../app/settings';
import { DashboardError, DashboardSkeleton } from './DashboardStates';
import { KpiTiles } from './KpiTiles';
import { RecentPaymentsCard } from './RecentPaymentsCard';
import { RevenueCard } from './RevenueCard';
import { TopMediaCard } from './TopMediaCard';
import { useDashboard } from './useDashboard';
import './dashboard.css';

/**
 * The dashboard at `/` (PRODUCT.md section 3): KPI tiles, revenue by day, top media and recent
 * payments, each only when the viewer may read its subject.
 */
export function DashboardPage() {
  const intl = useIntl();
  const { userData } = useSettings();
  const { variables: show, dashboard, loading, error, retry } = useDashboard();
  let body;
  // Figures already on screen stay there while a retry or refresh runs.
  if (dashboard) {
    body = (
      <>
        <KpiTiles data={dashboard} show={show} />
        <div className="dash-grid">
          {show.withPayments && dashboard.revenueByDay && <RevenueCard points={dashboard.revenueByDay} />}
          {show.withMedia && dashboard.topMedia && <TopMediaCard items={dashboard.topMedia} />}
          {show.withPayments && dashboard.recentPayments && <RecentPaymentsCard items={dashboard.recentPayments} />}
        </div>
      </>
    );
  } else if (error) {
    body = <DashboardError onRetry={retry} retrying={loading} />;
  } else {
    body = <DashboardSkeleton show={show} />;
  }
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <h1 className="page-title">{intl.formatMessage({ id: 'nav.dashboard' })}</h1>
        {userData && <p className="dashboard__welcome">{intl.formatMessage({ id: 'dashboard.welcome' }, { name: userData.fullName })}</p>}
      </header>
      {body}
    </div>
  );
}

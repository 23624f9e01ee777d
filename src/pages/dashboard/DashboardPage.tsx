import { useIntl } from 'react-intl';
import { useSettings } from '../../core/settings';
import { DashboardError, DashboardSkeleton } from './DashboardStates';
import { KpiTiles } from './KpiTiles';
import { RecentPaymentsCard } from './RecentPaymentsCard';
import { RevenueCard } from './RevenueCard';
import { TopMediaCard } from './TopMediaCard';
import { useDashboard } from './useDashboard';
import './dashboard.css';

/** Figures, else the error with its retry, else the skeleton. */
function DashboardBody() {
  const { variables: show, dashboard, loading, error, retry } = useDashboard();
  // Figures already on screen stay there while a refresh runs, even if it fails.
  if (dashboard) {
    return (
      <>
        <KpiTiles data={dashboard} show={show} />
        <div className="dash-grid">
          {show.withPayments && dashboard.revenueByDay && <RevenueCard points={dashboard.revenueByDay} />}
          {show.withMedia && dashboard.topMedia && <TopMediaCard items={dashboard.topMedia} />}
          {show.withPayments && dashboard.recentPayments && <RecentPaymentsCard items={dashboard.recentPayments} />}
        </div>
      </>
    );
  }
  if (error) return <DashboardError onRetry={retry} retrying={loading} />;
  return <DashboardSkeleton show={show} />;
}

/**
 * The dashboard at `/` (PRODUCT.md section 3): KPI tiles, revenue by day, top media and recent
 * payments, each only when the viewer may read its subject.
 */
export function DashboardPage() {
  const intl = useIntl();
  const { userData } = useSettings();
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <h1 className="page-title">{intl.formatMessage({ id: 'nav.dashboard' })}</h1>
        {userData && (
          <p className="dashboard__welcome">
            {/* <bdi>: a Persian name inside English text (or the reverse) keeps its own direction. */}
            {intl.formatMessage({ id: 'dashboard.welcome' }, { name: <bdi key="name">{userData.fullName}</bdi> })}
          </p>
        )}
      </header>
      <DashboardBody />
    </div>
  );
}

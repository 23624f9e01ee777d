import { IconAlertTriangle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { DashboardQueryVariables } from '../../gql/graphql';
import { Button } from '../../ui/kit/Button';

/** How many tiles the permitted figures make, so the skeleton has the shape of what follows. */
function tileCount(show: DashboardQueryVariables): number {
  return (show.withUsers ? 2 : 0) + (show.withPayments ? 1 : 0) + (show.withAbuses ? 1 : 0) + (show.withComments ? 1 : 0);
}

/** Placeholder blocks while the figures load; announced once as busy, not block by block. */
export function DashboardSkeleton({ show }: { show: DashboardQueryVariables }) {
  const intl = useIntl();
  return (
    <div className="dash-skeleton" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'dashboard.loading' })}>
      <div className="kpi-grid" data-count={tileCount(show)} aria-hidden="true">
        {Array.from({ length: tileCount(show) }, (_, index) => (
          <div key={index} className="kpi card">
            <div className="kpi__link">
              <span className="skeleton skeleton--icon" />
              <span className="kpi__text">
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--value" />
              </span>
            </div>
          </div>
        ))}
      </div>
      <div className="dash-grid" aria-hidden="true">
        {show.withPayments && <div className="card dash-card dash-card--chart"><div className="skeleton skeleton--chart" /></div>}
        {show.withMedia && (
          <div className="card dash-card">
            {Array.from({ length: 5 }, (_, index) => <span key={index} className="skeleton skeleton--row" />)}
          </div>
        )}
      </div>
    </div>
  );
}

/** The figures could not be loaded: 'Generic error' with a retry. */
export function DashboardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  return (
    <div className="card dash-error" role="alert">
      <span className="dash-error__icon" aria-hidden="true">
        <IconAlertTriangle size={32} stroke={1.6} />
      </span>
      <p className="dash-error__text">{intl.formatMessage({ id: 'errors.generic' })}</p>
      <Button variant="secondary" onPress={onRetry} isPending={retrying}>
        {intl.formatMessage({ id: 'common.actions.retry' })}
      </Button>
    </div>
  );
}

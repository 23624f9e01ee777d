import { IconCash, IconFlag, IconMessageCircle, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMoney, sortByCurrency } from './money';
import { tileLinks, type TileKey } from './tileLinks';
import type { DashboardData, DashboardVariables } from './useDashboard';

interface Tile {
  key: TileKey;
  titleId: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Colour family of the icon (dashboard.css), so tiles are told apart at a glance. */
  tone: 'teal' | 'blue' | 'green' | 'red' | 'orange';
  value: ReactNode;
  /** The exact figure when `value` is abbreviated. */
  exact?: string;
  /** The list whose `total` the figure is (for revenue: whose rows it sums), filtered as counted. */
  href: string;
}

function useTiles(data: DashboardData, show: DashboardVariables): Tile[] {
  const intl = useIntl();
  const count = (n: number | null | undefined) => intl.formatNumber(n ?? 0);
  const tiles: Tile[] = [];
  const href = tileLinks(show);
  if (show.withUsers) {
    tiles.push(
      { key: 'activeUsers', titleId: 'dashboard.tiles.activeUsers', icon: IconUsers, tone: 'teal', value: count(data.activeUsers), href: href.activeUsers },
      { key: 'newUsers7d', titleId: 'dashboard.tiles.newUsers7d', icon: IconUserPlus, tone: 'blue', value: count(data.newUsers7d), href: href.newUsers7d },
    );
  }
  if (show.withPayments) {
    // A currency without payments is simply absent; with none at all the tile says 0 rials.
    const sums = sortByCurrency(data.revenue30d?.length ? data.revenue30d : [{ amount: 0, currency: 'IRR' as const }]);
    tiles.push({
      key: 'revenue30d',
      titleId: 'dashboard.tiles.revenue30d',
      icon: IconCash,
      tone: 'green',
      value: (
        <span className="kpi__amounts">
          {sums.map((sum) => (
            <span key={sum.currency} className="kpi__amount" title={formatMoney(intl, sum.amount, sum.currency)}>
              {formatMoney(intl, sum.amount, sum.currency, { compact: sum.currency === 'IRR' })}
            </span>
          ))}
        </span>
      ),
      exact: sums.map((sum) => formatMoney(intl, sum.amount, sum.currency)).join(' · '),
      href: href.revenue30d,
    });
  }
  if (show.withAbuses) {
    tiles.push({ key: 'openAbuseReports', titleId: 'dashboard.tiles.openAbuseReports', icon: IconFlag, tone: 'red', value: count(data.openAbuseReports), href: href.openAbuseReports });
  }
  if (show.withComments) {
    tiles.push({ key: 'pendingComments', titleId: 'dashboard.tiles.pendingComments', icon: IconMessageCircle, tone: 'orange', value: count(data.pendingComments), href: href.pendingComments });
  }
  return tiles;
}

/** KPI tiles; each is shown only when the viewer may read its subject, and opens its list. */
export function KpiTiles({ data, show }: { data: DashboardData; show: DashboardVariables }) {
  const intl = useIntl();
  const tiles = useTiles(data, show);
  if (tiles.length === 0) return null;
  return (
    <ul className="kpi-grid" data-count={tiles.length} aria-label={intl.formatMessage({ id: 'dashboard.tiles.label' })}>
      {tiles.map(({ key, titleId, icon: TileIcon, tone, value, exact, href }) => (
        <li key={key} className="kpi card" data-tile={key}>
          <Link to={href} className="kpi__link">
            <span className={`kpi__icon kpi__icon--${tone}`} aria-hidden="true">
              <TileIcon size={26} stroke={1.7} />
            </span>
            <span className="kpi__text">
              <span className="kpi__title">{intl.formatMessage({ id: titleId })}</span>
              {/* Screen readers get the exact figure instead of the abbreviated one. */}
              <span className="kpi__value" aria-hidden={exact ? true : undefined}>{value}</span>
              {exact && <span className="visually-hidden">{exact}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

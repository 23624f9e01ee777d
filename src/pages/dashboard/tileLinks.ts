import { urls } from '../../paths';
import type { DashboardVariables } from './useDashboard';
import { windowDay } from './windows';

export type TileKey = 'activeUsers' | 'newUsers7d' | 'revenue30d' | 'openAbuseReports' | 'pendingComments';

/**
 * Where each tile leads: its list filtered exactly as the tile counts (schema `Dashboard`), so the
 * figure is that list's total (revenue: the sum of its rows). The dated windows start on the
 * viewer's day the query's `usersSince` and `revenueSince` fall on.
 *
 * @example tileLinks(variables).openAbuseReports // '/abuses/manage?status=OPEN'
 */
export function tileLinks({ usersSince, revenueSince }: Pick<DashboardVariables, 'usersSince' | 'revenueSince'>): Record<TileKey, string> {
  return {
    activeUsers: urls.manage('User', { status: 'ACTIVE' }),
    newUsers7d: urls.manage('User', { createdAtFrom: windowDay(usersSince) }),
    revenue30d: urls.manage('Payment', { status: 'SUCCEEDED', paidAtFrom: windowDay(revenueSince) }),
    openAbuseReports: urls.manage('Abuse', { status: 'OPEN' }),
    pendingComments: urls.manage('Comment', { status: 'PENDING' }),
  };
}

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { AppAbility } from '../../ability/ability';
import { useAppAbility } from '../../ability/useAppAbility';
import { DashboardDocument } from '../../gql-docs';
import type { DashboardQuery, DashboardQueryVariables } from '../../gql/graphql';
import { TILE_DAYS, windowDay, windowStart } from './windows';

export type DashboardData = DashboardQuery['dashboard'];

/** The query's variables as the admin always sends them: the dated tiles' windows included. */
export type DashboardVariables = DashboardQueryVariables & { usersSince: string; revenueSince: string };

/**
 * Which tiles the viewer may see, as the query's @include variables. Each figure is FORBIDDEN
 * on the server without read access to its subject, so asking only for these keeps one
 * forbidden tile from failing the whole query. The windows of the dated tiles start at the
 * viewer's midnight `TILE_DAYS` days back, as the lists they link to filter.
 */
export function dashboardVariables(ability: AppAbility, now = new Date()): DashboardVariables {
  return {
    withUsers: ability.can('read', 'User'),
    withPayments: ability.can('read', 'Payment'),
    withAbuses: ability.can('read', 'Abuse'),
    withComments: ability.can('read', 'Comment'),
    withMedia: ability.can('read', 'Media'),
    usersSince: windowStart(TILE_DAYS.newUsers, now),
    revenueSince: windowStart(TILE_DAYS.revenue, now),
  };
}

/** The dashboard figures the viewer may read, with loading, error and retry. */
export function useDashboard() {
  const ability = useAppAbility();
  const rules = ability.rules;
  // The ability instance never changes; its rules do (sign-in, viewer refresh). The windows move
  // on with the viewer's day (`today` is not read inside: it stands for the clock the windows read).
  const today = windowDay(new Date().toISOString());
  const variables = useMemo(() => dashboardVariables(ability), [ability, rules, today]);
  const { data, loading, error, refetch } = useQuery(DashboardDocument, {
    variables,
    // Coming back to the dashboard shows the last figures at once and refreshes them.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return {
    variables,
    dashboard: data?.dashboard ?? null,
    loading,
    error,
    retry: () => void refetch().catch(() => undefined),
  };
}

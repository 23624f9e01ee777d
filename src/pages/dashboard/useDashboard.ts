import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { AppAbility } from '../../ability/ability';
import { useAppAbility } from '../../core/ability';
import { DashboardDocument } from '../../gql-docs';
import type { DashboardQuery, DashboardQueryVariables } from '../../gql/graphql';

export type DashboardData = DashboardQuery['dashboard'];

/**
 * Which tiles the viewer may see, as the query's @include variables. Each figure is FORBIDDEN
 * on the server without read access to its subject, so asking only for these keeps one
 * forbidden tile from failing the whole query.
 */
export function dashboardVariables(ability: AppAbility): DashboardQueryVariables {
  return {
    withUsers: ability.can('read', 'User'),
    withPayments: ability.can('read', 'Payment'),
    withAbuses: ability.can('read', 'Abuse'),
    withComments: ability.can('read', 'Comment'),
    withMedia: ability.can('read', 'Media'),
  };
}

/** The dashboard figures the viewer may read, with loading, error and retry. */
export function useDashboard() {
  const ability = useAppAbility();
  const rules = ability.rules;
  // The ability instance never changes; its rules do (sign-in, viewer refresh).
  const variables = useMemo(() => dashboardVariables(ability), [ability, rules]);
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

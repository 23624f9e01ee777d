import { useQuery } from '@apollo/client/react';
import { ViewerDocument } from '../../gql-docs';
import type { ViewerQuery } from '../../gql/graphql';

export type Viewer = ViewerQuery['viewer'];

/**
 * The signed-in staff member, their notifications and settings, from Apollo's cache (the
 * default layout refreshes it from the network on load). Only inside the default layout.
 *
 * @example const { viewer } = useViewer(); viewer?.user.fullName
 */
export function useViewer(): { viewer: Viewer | null; loading: boolean } {
  const { data, loading } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' });
  return { viewer: data?.viewer ?? null, loading };
}

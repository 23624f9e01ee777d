import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { SavedViewsDocument } from '../../../gql-docs';
import type { Role, SavedViewFieldsFragment, UserErrorFieldsFragment } from '../../../gql/graphql';

export type SavedView = SavedViewFieldsFragment;

export interface ViewDraft {
  name: string;
  sharedWithRole: Role | null;
  query?: string;
  columns?: string[];
}

export interface SavedViews {
  views: SavedView[];
  loading: boolean;
  create: (draft: Required<ViewDraft>) => Promise<{ view: SavedView | null; userErrors: UserErrorFieldsFragment[] }>;
  update: (id: string, draft: ViewDraft) => Promise<{ view: SavedView | null; userErrors: UserErrorFieldsFragment[] }>;
  remove: (id: string) => Promise<boolean>;
}

/**
 * The saved views of one entity the viewer sees, and saving, renaming and deleting them. The
 * three changes' documents load with the first of them (issue 31): a list shows its views' names
 * at once, and is saved as one far less often than it is opened.
 */
export function useSavedViews(entity: string): SavedViews {
  const client = useApolloClient();
  const query = useQuery(SavedViewsDocument, { variables: { entity }, fetchPolicy: 'cache-and-network' });

  const create = useCallback<SavedViews['create']>(
    async (draft) => {
      const { SavedViewCreateDocument } = await import('../../../gql-docs/SavedViewCreate');
      const refetchQueries = [{ query: SavedViewsDocument, variables: { entity } }];
      const { data } = await client.mutate({ mutation: SavedViewCreateDocument, variables: { input: { entity, ...draft } }, refetchQueries, awaitRefetchQueries: true });
      return { view: data?.savedViewCreate.savedView ?? null, userErrors: data?.savedViewCreate.userErrors ?? [] };
    },
    [client, entity],
  );
  const update = useCallback<SavedViews['update']>(
    async (id, draft) => {
      const { SavedViewUpdateDocument } = await import('../../../gql-docs/SavedViewUpdate');
      const { data } = await client.mutate({ mutation: SavedViewUpdateDocument, variables: { id, input: draft } });
      return { view: data?.savedViewUpdate.savedView ?? null, userErrors: data?.savedViewUpdate.userErrors ?? [] };
    },
    [client],
  );
  const remove = useCallback(
    async (id: string) => {
      const { SavedViewDeleteDocument } = await import('../../../gql-docs/SavedViewDelete');
      const refetchQueries = [{ query: SavedViewsDocument, variables: { entity } }];
      const { data } = await client.mutate({ mutation: SavedViewDeleteDocument, variables: { id }, refetchQueries, awaitRefetchQueries: true });
      return !!data?.savedViewDelete.deletedId;
    },
    [client, entity],
  );
  return { views: query.data?.savedViews ?? [], loading: query.loading, create, update, remove };
}

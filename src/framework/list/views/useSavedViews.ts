import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  SavedViewCreateDocument, SavedViewDeleteDocument, SavedViewsDocument, SavedViewUpdateDocument,
} from '../../../gql-docs';
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

/** The saved views of one entity the viewer sees, and saving, renaming and deleting them. */
export function useSavedViews(entity: string): SavedViews {
  const query = useQuery(SavedViewsDocument, { variables: { entity }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: SavedViewsDocument, variables: { entity } }];
  const [createView] = useMutation(SavedViewCreateDocument, { refetchQueries, awaitRefetchQueries: true });
  const [updateView] = useMutation(SavedViewUpdateDocument);
  const [deleteView] = useMutation(SavedViewDeleteDocument, { refetchQueries, awaitRefetchQueries: true });

  const create = useCallback<SavedViews['create']>(
    async (draft) => {
      const { data } = await createView({ variables: { input: { entity, ...draft } } });
      return { view: data?.savedViewCreate.savedView ?? null, userErrors: data?.savedViewCreate.userErrors ?? [] };
    },
    [createView, entity],
  );
  const update = useCallback<SavedViews['update']>(
    async (id, draft) => {
      const { data } = await updateView({ variables: { id, input: draft } });
      return { view: data?.savedViewUpdate.savedView ?? null, userErrors: data?.savedViewUpdate.userErrors ?? [] };
    },
    [updateView],
  );
  const remove = useCallback(
    async (id: string) => {
      const { data } = await deleteView({ variables: { id } });
      return !!data?.savedViewDelete.deletedId;
    },
    [deleteView],
  );
  return { views: query.data?.savedViews ?? [], loading: query.loading, create, update, remove };
}

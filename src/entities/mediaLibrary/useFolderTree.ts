import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { MediaCategoryListDocument } from '../../gql-docs';
import { FolderTree } from './folderTree';

// Every folder in one page (pageSize null is "All"): see FolderTree for why that is fine.
const ALL_FOLDERS = { page: 1, pageSize: null, sort: { field: 'NAME', direction: 'ASC' } } as const;

/** The whole folder tree of the media library, refetchable after folders are added or removed. */
export function useFolderTree() {
  const { data, loading, error, refetch } = useQuery(MediaCategoryListDocument, { variables: ALL_FOLDERS, notifyOnNetworkStatusChange: true });
  const items = data?.mediaCategoryList.items;
  const tree = useMemo(() => (items ? new FolderTree(items) : null), [items]);
  return { tree, loading, failed: Boolean(error) && !data, refetch: () => refetch() };
}

import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  MediaCategoryCreateDocument, MediaCategoryDeleteDocument, MediaCategoryUpdateDocument,
} from '../../gql-docs';
import { MediaCategoryRowFragmentDoc, type MediaFileInput } from '../../gql/graphql';
import { showMutationError, showUserError } from '../../framework/list/deleteFeedback';
import { toast } from '../../ui/toast';
import type { Folder, FolderFile } from './folderTree';

/** A message for the name field of a folder dialog: a catalog id and its values. */
export type NameProblem = { id: string; values?: Record<string, string | number> };
type UserError = { field?: string[] | null; message: string; values?: unknown };

const asInput = ({ id, name, url, mimeType, sizeBytes }: FolderFile | MediaFileInput): MediaFileInput => ({ id, name, url, mimeType, sizeBytes });

/**
 * Folder and file changes of the media library. Files live inside their folder, so adding or
 * removing one sends the folder's whole file list; those writes run one after another and start
 * from the folder as last stored, so two uploads finishing together cannot drop each other.
 */
export function useFolderActions(onTreeChanged: () => unknown) {
  const client = useApolloClient();
  const intl = useIntl();
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  /** The folder as the cache holds it now (updated by every mutation's answer). */
  const current = useCallback(
    (id: string) => client.readFragment({ id: client.cache.identify({ __typename: 'MediaCategory', id }), fragment: MediaCategoryRowFragmentDoc }),
    [client],
  );

  const saveName = useCallback(
    async (name: string, target: { parentId: string | null } | { id: string }): Promise<NameProblem | null> => {
      try {
        const result =
          'id' in target
            ? (await client.mutate({ mutation: MediaCategoryUpdateDocument, variables: { id: target.id, input: { name } } })).data?.mediaCategoryUpdate
            : (await client.mutate({ mutation: MediaCategoryCreateDocument, variables: { input: { name, parentId: target.parentId } } })).data?.mediaCategoryCreate;
        const problem = result?.userErrors[0] as UserError | undefined;
        if (problem) return { id: problem.message, values: (problem.values ?? undefined) as NameProblem['values'] };
        toast.success('id' in target ? 'mediaLibrary.toast.renamed' : 'mediaLibrary.toast.created', { name });
        if (!('id' in target)) await onTreeChanged();
        return null;
      } catch (error) {
        showMutationError(intl, error);
        return { id: 'errors.genericCheckInput' };
      }
    },
    [client, intl, onTreeChanged],
  );

  const deleteFolder = useCallback(
    async (folder: Folder): Promise<boolean> => {
      try {
        const { data } = await client.mutate({ mutation: MediaCategoryDeleteDocument, variables: { id: folder.id } });
        const problem = data?.mediaCategoryDelete.userErrors[0];
        // The server decides: a folder with folders inside, or used by media, is refused with a count.
        if (problem) return showUserError(intl, problem), false;
        toast.success('mediaLibrary.toast.deleted', { name: folder.name });
        await onTreeChanged();
        return true;
      } catch (error) {
        showMutationError(intl, error);
        return false;
      }
    },
    [client, intl, onTreeChanged],
  );

  /** Replaces a folder's file list with `change(files)`, after any write already on its way. */
  const changeFiles = useCallback(
    (folderId: string, change: (files: MediaFileInput[]) => MediaFileInput[]): Promise<boolean> => {
      const run = async () => {
        const files = change((current(folderId)?.files ?? []).map(asInput));
        const { data } = await client.mutate({ mutation: MediaCategoryUpdateDocument, variables: { id: folderId, input: { files } } });
        const problem = data?.mediaCategoryUpdate.userErrors[0];
        if (problem) throw Object.assign(new Error(problem.message), { userError: problem });
        return true;
      };
      const next = writes.current.then(run, run);
      writes.current = next.catch(() => undefined);
      return next;
    },
    [client, current],
  );

  const removeFile = useCallback(
    async (folderId: string, file: FolderFile): Promise<boolean> => {
      try {
        await changeFiles(folderId, (files) => files.filter((item) => (file.id ? item.id !== file.id : item.url !== file.url)));
        toast.success('mediaLibrary.toast.fileDeleted', { name: file.name });
        return true;
      } catch (error) {
        const userError = (error as { userError?: UserError }).userError;
        if (userError) showUserError(intl, userError);
        else showMutationError(intl, error);
        return false;
      }
    },
    [changeFiles, intl],
  );

  /** Adds an uploaded file to a folder; rejects when the folder could not be saved. */
  const attachFile = useCallback((folderId: string, file: MediaFileInput) => changeFiles(folderId, (files) => [...files, asInput(file)]), [changeFiles]);

  return useMemo(() => ({ saveName, deleteFolder, removeFile, attachFile }), [saveName, deleteFolder, removeFile, attachFile]);
}

export type FolderActions = ReturnType<typeof useFolderActions>;

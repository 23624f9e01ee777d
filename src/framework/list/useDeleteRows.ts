import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import type { EntityDeclaration } from '../entity/types';
import { mutateRows } from './deleteFeedback';
import { rootFieldName } from '../entity/documents';
import { recordUndoOffer, undoToastOpened } from './trash/undoOffers';
import { useRestoreRows } from './trash/useRestoreRows';
import { viewerIdOf } from '../entity/viewerId';

export interface DeleteRows {
  /** Resolves true when the rows are gone; `label` names the row in the Undo notice after a reload. */
  deleteOne: (id: string, label?: string) => Promise<boolean>;
  deleteMany: (ids: string[]) => Promise<boolean>;
  deleting: boolean;
}

/**
 * Delete and bulk delete through the declaration's documents. On success every cached page of the
 * entity's list is evicted, so each list on screen refetches with the rows gone and totals right
 * (simpler and safer than patching pages, whose boundaries all shift). Deletes are soft on the
 * server: the toast offers Undo, and the offer is stored for the manage screen's notice
 * (UndoNotice) once the toast has gone, even after a reload.
 */
export function useDeleteRows(declaration: EntityDeclaration): DeleteRows {
  const client = useApolloClient();
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);
  const { operations, subject } = declaration;
  const listField = useMemo(() => rootFieldName(operations.list), [operations.list]);
  const { restore } = useRestoreRows(subject, listField);

  const run = useCallback(
    async (mutation: typeof operations.delete, variables: Record<string, unknown>, ids: string[], label?: string) => {
      setDeleting(true);
      const done = () => {
        const viewerId = viewerIdOf(client);
        if (viewerId) recordUndoOffer({ viewerId, subject, ids, label, deletedAt: Date.now() });
        const onClose = undoToastOpened(subject);
        toast.success('list.toast.deleted', { count: ids.length }, { label: 'undo.actions.undo', onAction: () => void restore(ids), onClose });
      };
      try {
        return await mutateRows(client, intl, { mutation, variables, onDone: done, evict: [listField, 'trash'] });
      } finally {
        setDeleting(false);
      }
    },
    [client, intl, listField, restore, subject],
  );

  return {
    deleteOne: useCallback((id, label) => run(operations.delete, { id }, [id], label), [run, operations.delete]),
    deleteMany: useCallback((ids) => run(operations.bulkDelete, { ids }, ids), [run, operations.bulkDelete]),
    deleting,
  };
}

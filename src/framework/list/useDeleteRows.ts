import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import type { EntityDeclaration } from '../entity/types';
import { mutateRows } from './deleteFeedback';
import { rootFieldName } from './listDocument';
import { useRestoreRows } from './trash/useRestoreRows';

export interface DeleteRows {
  /** Resolves true when the rows are gone. */
  deleteOne: (id: string) => Promise<boolean>;
  deleteMany: (ids: string[]) => Promise<boolean>;
  deleting: boolean;
}

/**
 * Delete and bulk delete through the declaration's documents. On success every cached page of the
 * entity's list is evicted, so each list on screen refetches with the rows gone and totals right
 * (simpler and safer than patching pages, whose boundaries all shift).
 */
export function useDeleteRows(declaration: EntityDeclaration): DeleteRows {
  const client = useApolloClient();
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);
  const { operations } = declaration;
  const listField = useMemo(() => rootFieldName(operations.list), [operations.list]);
  const { restore } = useRestoreRows(declaration.subject, listField);

  const run = useCallback(
    async (mutation: typeof operations.delete, variables: Record<string, unknown>, ids: string[]) => {
      setDeleting(true);
      // Deletes are soft on the server: Undo puts the rows back while the toast shows, the trash later.
      const done = () => toast.success('list.toast.deleted', { count: ids.length }, { label: 'undo.actions.undo', onAction: () => void restore(ids) });
      try {
        return await mutateRows(client, intl, { mutation, variables, onDone: done, evict: [listField, 'trash'] });
      } finally {
        setDeleting(false);
      }
    },
    [client, intl, listField, restore],
  );

  return {
    deleteOne: useCallback((id) => run(operations.delete, { id }, [id]), [run, operations.delete]),
    deleteMany: useCallback((ids) => run(operations.bulkDelete, { ids }, ids), [run, operations.bulkDelete]),
    deleting,
  };
}

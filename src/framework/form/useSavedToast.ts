import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { entityPaths } from '../../paths';
import { toast } from '../../ui/toast';
import { useRowTitle } from '../entity/references';
import type { EntityDeclaration } from '../entity/types';

/**
 * The toast of a save: the record by its name ("“INV-2026-00042” saved.") with Open, which goes
 * back to it wherever the form leaves for (a new row may be on another page of the list). A
 * record the answer does not carry is told "Saved." alone.
 *
 * @example const saved = useSavedToast(declaration, segment); saved(result.id, result.row);
 */
export function useSavedToast(declaration: EntityDeclaration, segment: string) {
  const navigate = useNavigate();
  const titleOf = useRowTitle(declaration);
  return useCallback(
    (id: string | undefined, row: Record<string, unknown> | undefined) => {
      const name = id && row ? titleOf({ ...row, id }) : '';
      if (!id || !name) return toast.success('form.toast.saved');
      toast.success('form.toast.savedNamed', { name }, { label: 'form.toast.open', onAction: () => void navigate(entityPaths.edit(segment, id)), shortcut: true });
    },
    [titleOf, navigate, segment],
  );
}

import { useMemo } from 'react';
import type { SubjectInstance } from '../../ability/ability';
import { useSegmentOf } from '../entity/entityRoute';
import type { EntityDeclaration } from '../entity/types';
import { canSelectRow } from './bulkEdit/bulkFields';
import type { AnyRow } from './listDocument';
import type { ListPermissions } from './useListPermissions';

export interface RowAccess {
  /** Whether a row opens (its edit, or read-only view, action; Enter does the same). */
  openable: boolean;
  /** Rows of the page that cannot be selected (they still open). */
  disabled: ReadonlySet<string>;
}

/**
 * What the viewer may do with the page's rows as a whole, for the table and the cards alike:
 * open them, and which of them stay out of a selection.
 *
 * @example const { openable, disabled } = useRowAccess(declaration, permissions, rows);
 */
export function useRowAccess(declaration: EntityDeclaration, permissions: ListPermissions, rows: AnyRow[]): RowAccess {
  const segment = useSegmentOf(declaration.subject);
  const openable = permissions.canUpdate || !!segment || !!declaration.drawer;
  const disabled = useMemo(
    () => new Set(permissions.canDelete || permissions.canUpdate ? rows.filter((row) => !canSelectRow(declaration, permissions, row as SubjectInstance)).map((row) => row.id) : []),
    [rows, permissions, declaration],
  );
  return { openable, disabled };
}

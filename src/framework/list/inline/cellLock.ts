import type { AppAbility } from '../../../ability/ability';
import type { EntityDeclaration, FieldDef } from '../../entity/types';
import { CELL_LOCKED, cellAccess, type CellAccess } from './cellAccess';

/** Message id of why a field that does not apply to the row is not edited (a plan of a notification sent to chosen users). */
export const CELL_NOT_USED = 'inline.locked.notUsed';

/**
 * Whether a cell may be changed, asked as the row's form would ask it: a record that cannot change
 * any more (`readOnlyWhen`: an issued invoice) says its `readOnlyNote`; a field the form would hide
 * for these values (`visibleWhen`, given the row) does not apply; otherwise the viewer's rules
 * decide (`cellAccess`). The row is the list's, so those two read the values a row carries.
 *
 * @example cellLock(invoice, ability, { status: 'ISSUED' }, dueAtField) // { editable: false, reason: 'invoice.readOnly.issued' }
 */
export function cellLock(declaration: EntityDeclaration, ability: AppAbility, row: Record<string, unknown>, field: FieldDef): CellAccess {
  // The declaration types it against the form's entity; the list row carries the values it reads.
  if (declaration.readOnlyWhen?.(row as never)) return { editable: false, reason: declaration.readOnlyNote ?? CELL_LOCKED };
  if (field.visibleWhen && !field.visibleWhen(row)) return { editable: false, reason: CELL_NOT_USED };
  return cellAccess(ability, declaration.subject, row, field);
}

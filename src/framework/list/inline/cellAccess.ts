import { asSubject, type AppAbility } from '../../../ability/ability';
import type { EntitySubject } from '../../../ability/subjects';
import type { FieldDef } from '../../entity/types';
import { permissionFieldOf } from '../../form/fieldNames';

/** Whether the viewer may change a cell, and when not, why (a message id). */
export type CellAccess = { editable: true } | { editable: false; reason: string };

/** Message id of why a cell is locked when the rule that locks it gives no reason of its own. */
export const CELL_LOCKED = 'inline.locked.field';

const EDITABLE: CellAccess = { editable: true };

/**
 * Whether the viewer may change `field` of `row` in its cell, from the same rules as the form:
 * `update` on the row (its conditions see the row's values) for the field the form's input sets.
 * A refusal names the deciding rule's `.because()` message, else the generic CELL_LOCKED.
 * Checked locally from the rules that came with the viewer, never one request per cell.
 *
 * @example cellAccess(ability, 'Media', { status: 'PUBLISHED' }, statusField)
 * // EDITOR: { editable: false, reason: 'ability.reason.publishedMediaStatus' }
 */
export function cellAccess(ability: AppAbility, subject: EntitySubject, row: Record<string, unknown>, field: FieldDef): CellAccess {
  // A row of the list already names its type; copying it for every cell of a page would be waste.
  const target = row.__typename === subject ? row : asSubject(subject, row);
  const name = permissionFieldOf(field);
  if (ability.can('update', target, name)) return EDITABLE;
  const rule = ability.relevantRuleFor('update', target, name);
  return { editable: false, reason: rule?.inverted && rule.reason ? rule.reason : CELL_LOCKED };
}

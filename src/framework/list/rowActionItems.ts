import type { SubjectInstance } from '../../ability/ability';
import type { EntityDeclaration, RecordAction } from '../entity/types';
import type { AnyRow } from './listDocument';
import type { ListPermissions } from './useListPermissions';

type RowLinkDef = NonNullable<EntityDeclaration['rowLinks']>[number];

/** One thing a row offers, in the order the row shows them. */
export type RowActionItem =
  | { kind: 'open'; mode: 'edit' | 'view' }
  | { kind: 'record'; action: RecordAction<AnyRow> }
  | { kind: 'link'; link: RowLinkDef }
  | { kind: 'delete' }
  /** Delete refused by a rule that says why (EDITOR and published media): pressing it explains. */
  | { kind: 'locked'; reason: string };

export interface RowActionContext {
  declaration: EntityDeclaration;
  /** Route segment of the rows' edit links; without one, only drawer entities open a row. */
  segment?: string;
  permissions: ListPermissions;
  /** Whether a record action applies to the row for this viewer (useRecordActions().allows). */
  allows: (action: RecordAction<AnyRow>, row: AnyRow) => boolean;
}

/** Buttons a row shows at most; a row with more shows one fewer and a "More actions" menu. */
export const INLINE_ACTIONS = 3;
/** A quiet icon button, the gap between two, and the cell's padding on both sides (px). */
const BUTTON = 32;
const GAP = 4;
const PADDING = 32;

/**
 * What a row offers, most used first: the declaration's record actions that apply to it (a
 * queue's Approve and Reject, Review and Resolve: the work the list is for), open it (edit, or
 * view for who may only read; Enter on the row does the same), its links (profile, attributes),
 * and delete (or why not). Each only when the ability allows it on this row.
 */
export function rowActionItems(row: AnyRow, { declaration, segment, permissions, allows }: RowActionContext): RowActionItem[] {
  const items: RowActionItem[] = [];
  for (const action of (declaration.rowActions ?? []) as RecordAction<AnyRow>[]) if (allows(action, row)) items.push({ kind: 'record', action });
  if (permissions.canUpdate) items.push({ kind: 'open', mode: 'edit' });
  else if (segment || declaration.drawer) items.push({ kind: 'open', mode: 'view' });
  for (const link of declaration.rowLinks ?? []) items.push({ kind: 'link', link });
  if (permissions.canDelete) {
    const deletion = permissions.deleteOf(row as SubjectInstance);
    if (deletion.allowed) items.push({ kind: 'delete' });
    else if (deletion.reason) items.push({ kind: 'locked', reason: deletion.reason });
  }
  return items;
}

/**
 * The most buttons a row of this list may show, from the declaration and the viewer's rights
 * alone (never the rows of a page): the actions column is as wide on every page.
 *
 * @example mostRowButtons({ declaration: users, segment: 'users', permissions, mayRun }) // 3: edit, profile, delete
 */
export function mostRowButtons({ declaration, segment, permissions, mayRun }: Omit<RowActionContext, 'allows'> & { mayRun: (action: RecordAction<AnyRow>) => boolean }): number {
  const records = ((declaration.rowActions ?? []) as RecordAction<AnyRow>[]).filter(mayRun).length;
  const open = permissions.canUpdate || segment || declaration.drawer ? 1 : 0;
  const count = records + open + (declaration.rowLinks?.length ?? 0) + (permissions.canDelete ? 1 : 0);
  return Math.min(count, INLINE_ACTIONS);
}

/**
 * The row's buttons and the rest, for its "More actions" menu: up to three show as icons (a user
 * shows edit, profile and delete; the abuse queue's open report shows Review, Resolve and a menu
 * with Dismiss, Edit and Delete).
 *
 * @example splitRowActions([approve, reject, open, remove]) // inline: approve, reject; more: open, remove
 */
export function splitRowActions(items: RowActionItem[]): { inline: RowActionItem[]; more: RowActionItem[] } {
  if (items.length <= INLINE_ACTIONS) return { inline: items, more: [] };
  return { inline: items.slice(0, INLINE_ACTIONS - 1), more: items.slice(INLINE_ACTIONS - 1) };
}

/** Px of the actions column for rows showing at most `buttons` buttons (the menu's counts as one). */
export function actionsColumnWidth(buttons: number): number {
  const count = Math.max(1, Math.min(buttons, INLINE_ACTIONS));
  return count * BUTTON + (count - 1) * GAP + PADDING;
}

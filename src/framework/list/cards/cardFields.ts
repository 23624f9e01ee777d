import type { ColumnDef, EntityDeclaration } from '../../entity/types';
import { columnPriority } from '../fit/priority';
import { rowHeaderKey } from '../views/visibleColumns';

/** What a row's card shows, taken from the declaration's columns. */
export interface CardFields {
  /** The row header column: the card's title. */
  title: ColumnDef;
  /** The enum column keyed `status`, drawn as a badge under the title; none when there is none. */
  status?: ColumnDef;
  /** The declaration's most important other values, at most `VALUES`, most important first. */
  values: ColumnDef[];
}

/** Values a card shows besides its title and status: what a row is scanned for on a phone. */
export const CARD_VALUES = 2;

/**
 * The card's title, status and two most important values for a declaration: the columns' declared
 * `priority` (else their kind's, framework/list/fit/priority), ties in declaration order. Images
 * are left out (a card has no room for a thumbnail beside the row's actions).
 *
 * @example cardFields(payments) // title trackingCode, status status, values amount and user
 */
export function cardFields(declaration: EntityDeclaration): CardFields {
  const columns = declaration.columns as ColumnDef[];
  const titleKey = rowHeaderKey(declaration);
  const title = columns.find((def) => def.key === titleKey) ?? columns[0];
  const status = columns.find((def) => def.key === 'status' && def.kind === 'enum');
  const values = columns
    .map((def, index) => ({ def, index, priority: columnPriority(def, def.kind ?? 'text') }))
    .filter(({ def }) => def !== title && def !== status && def.kind !== 'image')
    .sort((a, b) => a.priority - b.priority || a.index - b.index)
    .slice(0, CARD_VALUES)
    .map(({ def }) => def);
  return { title, status, values };
}

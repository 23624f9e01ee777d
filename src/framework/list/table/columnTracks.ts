import type { TableColumn } from '../tableColumns';

/** The narrowest a column gets, in px, when it declares no minimum. */
const FLOOR = 48;
/** The selection column's width, in px: what useTableFit reserves for it. */
export const CHECK_WIDTH = 38;

/** Widths the user set by dragging a column's edge, in px, by column key. */
export type ColumnWidths = ReadonlyMap<string, number>;

/** The narrowest a column gets, in px. */
export function minOf(column: TableColumn): number {
  return column.width?.minWidth ?? FLOOR;
}

/** The least room a column takes, in px (its fixed width, else its minimum). */
function leastOf(column: TableColumn, widths: ColumnWidths): number {
  const set = widths.get(column.key);
  if (set !== undefined) return set;
  const width = column.width?.defaultWidth;
  return typeof width === 'number' ? Math.max(width, minOf(column)) : minOf(column);
}

/**
 * A column's grid track: the fitted width exactly (useTableFit's pixels, or its share of the room
 * `minmax(min, Nfr)` for text that may be cut), unless the user resized it.
 */
function trackOf(column: TableColumn, widths: ColumnWidths): string {
  const set = widths.get(column.key);
  if (set !== undefined) return `${set}px`;
  const width = column.width?.defaultWidth;
  if (typeof width === 'string') return `minmax(${minOf(column)}px, ${width})`;
  return `${leastOf(column, widths)}px`;
}

/** The grid template shared by the header and every row, and the width below which it scrolls sideways. */
export function tracksOf(columns: TableColumn[], selectable: boolean, widths: ColumnWidths): { template: string; minWidth: number } {
  const template = [...(selectable ? [`${CHECK_WIDTH}px`] : []), ...columns.map((column) => trackOf(column, widths))].join(' ');
  const minWidth = (selectable ? CHECK_WIDTH : 0) + columns.reduce((sum, column) => sum + leastOf(column, widths), 0);
  return { template, minWidth };
}

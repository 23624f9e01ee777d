/** A cell of the grid by place: the row's index in the list's order, the grid column (0 is the checkbox when rows select). */
export interface GridCell {
  row: number;
  col: number;
}

/**
 * A rectangular range of body cells: where it began (the anchor, the focused cell then) and its
 * other corner (`end`, where the focus is). By index, never by DOM, so a range over rows scrolled
 * out of All's virtual window stays whole.
 */
export interface CellRange {
  anchor: GridCell;
  end: GridCell;
}

/** The range's sides, inclusive: rows `top`..`bottom`, grid columns `first`..`last`. */
export interface RangeRect {
  top: number;
  bottom: number;
  first: number;
  last: number;
}

/** Where a range may go: the rows of the list, the grid columns of data (not the checkbox nor the row actions). */
export interface RangeBounds {
  rowCount: number;
  firstCol: number;
  lastCol: number;
  /** Rows a Page Up/Down moves. */
  perPage: number;
  /** A right-to-left page: Shift+ArrowLeft extends to the cell on the left, the next column. */
  rtl: boolean;
}

export function rangeRect({ anchor, end }: CellRange): RangeRect {
  return { top: Math.min(anchor.row, end.row), bottom: Math.max(anchor.row, end.row), first: Math.min(anchor.col, end.col), last: Math.max(anchor.col, end.col) };
}

/** Rows × columns of a range. */
export function rangeSize(range: CellRange): { rows: number; cols: number } {
  const rect = rangeRect(range);
  return { rows: rect.bottom - rect.top + 1, cols: rect.last - rect.first + 1 };
}

/** More than the one focused cell: what a copy, a paste or a fill treats as a range. */
export const isBlock = (range: CellRange | null): range is CellRange => range !== null && (range.anchor.row !== range.end.row || range.anchor.col !== range.end.col);

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/**
 * The range after Shift with a moving key on `focus` (the anchor stays, the other corner moves, as
 * in a spreadsheet), or null when the key does not extend a range. Shift+Arrows go one cell (in the
 * visual direction), Shift+Home/End to the row's first / last data column (with Ctrl: the first /
 * last row), Shift+Page Up/Down a page of rows; the corner stays within `bounds`.
 *
 * @example extendRange(null, { row: 0, col: 3 }, { key: 'ArrowDown', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false }, bounds)
 * // { anchor: { row: 0, col: 3 }, end: { row: 1, col: 3 } }
 */
export function extendRange(
  range: CellRange | null,
  focus: GridCell,
  event: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  bounds: RangeBounds,
): CellRange | null {
  if (!event.shiftKey || event.altKey || focus.row < 0 || bounds.rowCount === 0) return null;
  const from = range && range.end.row === focus.row && range.end.col === focus.col ? range : null;
  const anchor = from?.anchor ?? { row: clamp(focus.row, 0, bounds.rowCount - 1), col: clamp(focus.col, bounds.firstCol, bounds.lastCol) };
  const { row, col } = from?.end ?? anchor;
  const jump = event.ctrlKey || event.metaKey;
  const forward = bounds.rtl ? -1 : 1;
  const moves: Record<string, () => GridCell> = {
    ArrowDown: () => ({ row: row + 1, col }),
    ArrowUp: () => ({ row: row - 1, col }),
    ArrowRight: () => ({ row, col: col + forward }),
    ArrowLeft: () => ({ row, col: col - forward }),
    PageDown: () => ({ row: row + bounds.perPage, col }),
    PageUp: () => ({ row: row - bounds.perPage, col }),
    Home: () => (jump ? { row: 0, col } : { row, col: bounds.firstCol }),
    End: () => (jump ? { row: bounds.rowCount - 1, col } : { row, col: bounds.lastCol }),
  };
  const move = moves[event.key];
  if (!move || (jump && event.key !== 'Home' && event.key !== 'End')) return null;
  const next = move();
  return { anchor, end: { row: clamp(next.row, 0, bounds.rowCount - 1), col: clamp(next.col, bounds.firstCol, bounds.lastCol) } };
}

/** A range kept within the list after its rows or columns changed (a filter, a column hidden), or null when nothing of it is left. */
export function clampRange(range: CellRange | null, bounds: Pick<RangeBounds, 'rowCount' | 'firstCol' | 'lastCol'>): CellRange | null {
  if (!range || bounds.rowCount === 0 || bounds.lastCol < bounds.firstCol) return null;
  const keep = (cell: GridCell) => ({ row: clamp(cell.row, 0, bounds.rowCount - 1), col: clamp(cell.col, bounds.firstCol, bounds.lastCol) });
  const anchor = keep(range.anchor);
  const end = keep(range.end);
  const same = anchor.row === range.anchor.row && anchor.col === range.anchor.col && end.row === range.end.row && end.col === range.end.col;
  return same ? range : { anchor, end };
}

/** What one row shows of a range: its columns, and whether it is the range's top or bottom edge. */
export interface RowRange {
  first: number;
  last: number;
  top: boolean;
  bottom: boolean;
}

/** The part of a range on row `index`, or null (a range of one cell shows nothing: that is the focus). */
export function rowRange(range: CellRange | null, index: number): RowRange | null {
  if (!isBlock(range)) return null;
  const rect = rangeRect(range);
  if (index < rect.top || index > rect.bottom) return null;
  return { first: rect.first, last: rect.last, top: index === rect.top, bottom: index === rect.bottom };
}

/** The edges of the range a cell is on, for its outline: top, bottom, start, end (logical, so right-to-left draws itself). */
export function cellEdges(part: RowRange, col: number): string {
  return [part.top && 'top', part.bottom && 'bottom', col === part.first && 'start', col === part.last && 'end'].filter(Boolean).join(' ');
}

/**
 * Cells as a spreadsheet reads them from the clipboard: tabs between cells, CRLF after each row
 * (Excel's, so a last empty row survives), a cell with a tab, a line break or a quote, or with
 * spaces at its ends, in quotes with its quotes doubled. The same as the paste's `blockText`
 * (which the paste reads back with `parsePasted`) without loading its CSV parser with the list.
 *
 * @example rangeText([['a', 'b'], ['two\nlines', '']]) === 'a\tb\r\n"two\nlines"\t\r\n'
 */
export function rangeText(cells: readonly (readonly string[])[]): string {
  const quoted = (text: string) => (/[\t\r\n"]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return cells.map((row) => row.map(quoted).join('\t')).join('\r\n') + (cells.length > 0 ? '\r\n' : '');
}

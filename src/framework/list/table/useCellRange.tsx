import { useState, type ClipboardEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import type { AnyRow } from '../listDocument';
import type { TableColumn } from '../tableColumns';
import { clampRange, extendRange, isBlock, rangeRect, rangeSize, rangeText, type CellRange, type GridCell } from './cellRange';
import { cellCopyText, type GridEditing, type GridRange } from './gridEditing';

export interface CellRangeInput {
  grid: RefObject<HTMLElement | null>;
  rows: readonly AnyRow[];
  columns: readonly TableColumn[];
  /** The checkbox column before the data columns (1 when rows select). */
  lead: number;
  controlColumns: ReadonlySet<string>;
  perPage: number;
  /** The focused cell: a range lasts while the focus is on its moving corner (a click or Tab elsewhere ends it). */
  focus: GridCell;
  editing?: GridEditing;
  /** A cell's text when its row is out of view (not in the DOM): the column's declared text. */
  cellText?: (row: AnyRow, column: TableColumn) => string;
  moveTo: (row: number, col: number) => void;
}

export interface CellRangeState {
  /** The range, kept within the list as it is now; null when there is none. */
  range: CellRange | null;
  /** The range as edits take it (top and bottom rows, the column keys), when it is more than a cell. */
  block: GridRange | null;
  /** A key the range answered (Shift+moves, Escape, Ctrl+D); a plain move clears it and is the grid's. */
  onKey: (event: KeyboardEvent<HTMLElement>) => boolean;
  /** Ctrl+C with a range: the range's text; false when there is none (a single cell copies itself). */
  onCopy: (event: ClipboardEvent<HTMLElement>) => boolean;
  clear: () => void;
  /** The polite live region that says what was copied. */
  announcer: ReactNode;
}

const MOVES = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'PageDown', 'PageUp', 'Home', 'End']);

/** Ctrl+D (⌘D), also on a layout whose D key types another letter (Persian «ی»). */
const fillKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key.toLowerCase() === 'd' || (!/^[a-z]$/i.test(event.key) && event.code === 'KeyD'));

/**
 * The grid's cell range (issue 33): Shift with the arrows, Home/End or Page Up/Down extends a
 * rectangle from the anchor cell (in the visual direction in Persian), a plain move, a press or
 * Escape clears it. Ctrl+C copies it as a spreadsheet's block, Ctrl+D fills its top row down (on
 * one cell: the cell above it, as spreadsheets do), and a paste of one value fills it (`block`).
 */
export function useCellRange(input: CellRangeInput): CellRangeState {
  const { rows, columns, lead, controlColumns, editing } = input;
  const intl = useIntl();
  const [stored, setRange] = useState<CellRange | null>(null);
  const [spoken, setSpoken] = useState({ text: '', count: 0 });
  // Data columns only: the row actions (at the end) and the checkbox are no part of a range.
  let lastData = columns.length - 1;
  while (lastData >= 0 && controlColumns.has(columns[lastData].key)) lastData -= 1;
  const bounds = { rowCount: rows.length, firstCol: lead, lastCol: lead + lastData };
  const kept = clampRange(stored, bounds);
  const range = kept && kept.end.row === input.focus.row && kept.end.col === input.focus.col ? kept : null;
  const keysOf = (first: number, last: number) => columns.slice(first - lead, last - lead + 1).map((column) => column.key);
  const block: GridRange | null = isBlock(range) ? (({ top, bottom, first, last }) => ({ top, bottom, columns: keysOf(first, last) }))(rangeRect(range)) : null;
  const clear = () => setRange(null);

  const cellAt = (target: EventTarget): GridCell | null => {
    const element = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-cell]') : null;
    if (!element || element !== target) return null;
    const [row, col] = element.dataset.cell!.split(':').map(Number);
    return { row, col };
  };

  const fill = (focus: GridCell) => {
    const column = columns[focus.col - lead];
    const target = block ?? (focus.row > 0 && column && !controlColumns.has(column.key) ? { top: focus.row - 1, bottom: focus.row, columns: [column.key] } : null);
    const visible = columns.filter((one) => !controlColumns.has(one.key)).map(({ key, label }) => ({ key, label }));
    if (target && editing?.fill) editing.fill(rows, target, visible);
  };

  const onKey = (event: KeyboardEvent<HTMLElement>): boolean => {
    const focus = cellAt(event.target);
    if (!focus) return false;
    if (fillKey(event)) {
      // The browser's own Ctrl+D (a bookmark) is never what a key on a cell means.
      event.preventDefault();
      if (focus.row >= 0) fill(focus);
      return true;
    }
    if (event.key === 'Escape' && range) {
      event.preventDefault();
      clear();
      return true;
    }
    if (!MOVES.has(event.key)) return false;
    const rtl = getComputedStyle(event.target as HTMLElement).direction === 'rtl';
    const next = extendRange(range, focus, event, { ...bounds, perPage: input.perPage, rtl });
    if (!next) {
      if (range) clear();
      return false;
    }
    event.preventDefault();
    setRange(next);
    input.moveTo(next.end.row, next.end.col);
    return true;
  };

  const onCopy = (event: ClipboardEvent<HTMLElement>): boolean => {
    if (!isBlock(range) || !cellAt(event.target)) return false;
    const { top, bottom, first, last } = rangeRect(range);
    const textOf = (row: number, col: number) => {
      const element = input.grid.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
      if (element) return cellCopyText(element);
      return input.cellText?.(rows[row], columns[col - lead]) ?? '';
    };
    const cells: string[][] = [];
    for (let row = top; row <= bottom; row += 1) {
      const line: string[] = [];
      for (let col = first; col <= last; col += 1) line.push(textOf(row, col));
      cells.push(line);
    }
    event.preventDefault();
    event.clipboardData.setData('text/plain', rangeText(cells));
    const size = rangeSize(range);
    setSpoken((now) => ({ text: intl.formatMessage({ id: 'list.grid.rangeCopied' }, { rows: size.rows, cols: size.cols }), count: now.count + 1 }));
    return true;
  };

  const announcer = (
    <VisuallyHidden>
      {/* One region all along; a repeated sentence differs by a no-break space, so it is read again. */}
      <div role="status" aria-live="polite">
        {spoken.text}
        {spoken.count % 2 === 1 ? '\u00a0' : ''}
      </div>
    </VisuallyHidden>
  );
  return { range, block, onKey, onCopy, clear, announcer };
}

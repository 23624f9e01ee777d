import { useCallback, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { AnyRow } from '../listDocument';
import type { TableColumn } from '../tableColumns';
import { cellCopyText, cellKeyIntent, historyKey, printableKey, type EditingCell, type EditMove, type GridEditing, type GridRange } from './gridEditing';

export interface CellEditingInput {
  editing?: GridEditing;
  rows: readonly AnyRow[];
  columns: readonly TableColumn[];
  /** The checkbox column before the data columns (1 when rows select). */
  lead: number;
  colCount: number;
  /** Columns of controls only (the row actions): never edited. */
  controlColumns: ReadonlySet<string>;
  rowHeader: string;
  onRowAction?: (id: string) => void;
  /** Moves the focus to a cell, its row scrolled into view. */
  moveTo: (row: number, col: number) => void;
  /** Makes a cell the focused one without focusing it (an editor opening there takes the focus). */
  focusOn: (cell: { row: number; col: number }) => void;
}

export interface CellEditing {
  /** The cell being edited. */
  cell: EditingCell | null;
  /** A key on the grid that editing answered (open, say why, open the row); false: the grid's own. */
  onKey: (event: KeyboardEvent<HTMLElement>) => boolean;
  /** Ctrl+V on a cell; with a `range`, from its first cell, one value filling it all. */
  onPaste: (event: ClipboardEvent<HTMLElement>, range?: GridRange | null) => void;
  onCopy: (event: ClipboardEvent<HTMLElement>) => void;
  onDoubleClick: (row: number, col: number) => void;
  /** The editor for row `index`, when one of its cells is being edited. */
  editorFor: (index: number, row: AnyRow) => ReactNode;
}

/**
 * The DataTable's cell editing (issue 33): which cell is being edited, the keys that open an
 * editor or say why a cell does not edit, where the focus goes when it closes (down, or the next
 * editable cell on Tab, across rows), the clipboard on a cell (Ctrl+V plans a block, Ctrl+C
 * copies the cell) and the list's history (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y). Without `editing` the grid only reads and every key is its own.
 */
export function useCellEditing(input: CellEditingInput): CellEditing {
  const { editing, rows, columns, lead, colCount, controlColumns } = input;
  // The editor belongs to its row, not to a place: a live update that moves rows (a page read
  // again, re-sorted) or changes the row's values never closes, moves or resets it.
  const latestRows = useRef(rows);
  latestRows.current = rows;
  const [held, setHeld] = useState<(EditingCell & { id?: string }) | null>(null);
  const setCell = useCallback((next: EditingCell | null) => setHeld(next && { ...next, id: latestRows.current[next.row]?.id }), []);
  const cell = useMemo(() => {
    if (!held?.id) return held;
    const row = rows.findIndex((each) => each.id === held.id);
    return row < 0 ? null : row === held.row ? held : { ...held, row };
  }, [held, rows]);
  const onDoubleClick = useCallback((row: number, col: number) => setCell({ row, col, seed: null }), [setCell]);

  /** The column at grid column `col` that can be edited (not the checkbox, not the row actions). */
  const editColumn = (col: number) => {
    const column = columns[col - lead];
    return column && !controlColumns.has(column.key) ? column : undefined;
  };
  const editOf = (row: number, col: number) => {
    const column = editColumn(col);
    return column && rows[row] ? (editing?.cellOf(rows[row], column.key) ?? null) : null;
  };

  const onKey = (event: KeyboardEvent<HTMLElement>): boolean => {
    const target = event.target as HTMLElement;
    // An open editor answers its own keys (Enter, Tab, Escape, the arrows in its text).
    if (target.closest('[data-cell-editor]')) return true;
    const element = target.closest<HTMLElement>('[data-cell]');
    if (!editing || element !== target) return false;
    // Ctrl+Z / Ctrl+Shift+Z on any cell: the list's last edit back, or again (in an editor, its text's own).
    const history = editing.undo ? historyKey(event) : null;
    if (history) {
      event.preventDefault();
      editing.undo!(history);
      return true;
    }
    const [row, col] = element.dataset.cell!.split(':').map(Number);
    // The editor's code is on its way: what is typed meanwhile joins the text it opens with.
    if (cell && cell.row === row && cell.col === col) {
      event.preventDefault();
      if (event.key === 'Escape') setCell(null);
      else if (printableKey(event)) setCell({ ...cell, seed: (cell.seed ?? '') + event.key });
      // A fast typist's Enter or Tab is not lost: the editor commits what was typed as it opens.
      else if (event.key === 'Enter' || event.key === 'Tab') setCell({ ...cell, then: event.key === 'Enter' ? 'down' : event.shiftKey ? 'previous' : 'next' });
      return true;
    }
    const column = editColumn(col);
    // A cell whose save met someone's change: Enter or F2 offers theirs / mine again, not a new edit.
    if (row >= 0 && column && (event.key === 'Enter' || event.key === 'F2') && !event.ctrlKey && !event.metaKey && editing.resolve?.(rows[row], column.key)) {
      event.preventDefault();
      return true;
    }
    const intent = row >= 0 && column ? cellKeyIntent(event, editOf(row, col), column.key === input.rowHeader) : null;
    if (!intent) return false;
    event.preventDefault();
    if (intent.kind === 'edit') setCell({ row, col, seed: intent.seed });
    else if (intent.kind === 'explain') editing.explain(intent.reason);
    else if (intent.kind === 'openForm') editing.openForm?.(rows[row], column!.key);
    else input.onRowAction?.(rows[row].id);
    return true;
  };

  /** The focused cell of the grid (not a control in it, not an open editor): its row, column and element. */
  const focusedCell = (target: EventTarget) => {
    const element = target instanceof HTMLElement ? target : null;
    if (!element || element.closest('[data-cell-editor]') || !element.matches('[data-cell]')) return null;
    const [row, col] = element.dataset.cell!.split(':').map(Number);
    const column = editColumn(col);
    return row >= 0 && column ? { row, column, element } : null;
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>, range?: GridRange | null) => {
    const focused = focusedCell(event.target);
    const text = event.clipboardData.getData('text/plain');
    if (!editing?.paste || !focused || !text) return;
    event.preventDefault();
    const visible = columns.filter((column) => !controlColumns.has(column.key)).map(({ key, label }) => ({ key, label }));
    const at = range ? { row: range.top, column: range.columns[0] } : { row: focused.row, column: focused.column.key };
    editing.paste(rows, at, text, visible, range ?? undefined);
  };
  const onCopy = (event: ClipboardEvent<HTMLElement>) => {
    const focused = focusedCell(event.target);
    if (!focused) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', cellCopyText(focused.element));
  };

  /** The next (or previous) editable cell from `row`, `col`, across the row and on to the next rows. */
  const editableFrom = (row: number, col: number, step: 1 | -1): { row: number; col: number } | null => {
    for (let r = row, c = col + step; r >= 0 && r < rows.length; r += step, c = step > 0 ? 0 : colCount - 1) {
      for (; c >= 0 && c < colCount; c += step) {
        // Tab moves between cell editors; a cell edited in the form is passed over.
        const edit = editOf(r, c);
        if (edit?.editable && !edit.inForm) return { row: r, col: c };
      }
    }
    return null;
  };
  /** An editor closed: where the focus goes, and which editor opens next (Tab). */
  const onDone = (move: EditMove) => {
    const current = cell;
    setCell(null);
    if (!current || move === 'blur') return;
    const next = move === 'next' || move === 'previous' ? editableFrom(current.row, current.col, move === 'next' ? 1 : -1) : null;
    if (next) {
      input.focusOn(next);
      setCell({ ...next, seed: null });
      return;
    }
    input.moveTo(move === 'down' ? current.row + 1 : current.row, current.col);
  };

  const editorFor = (index: number, row: AnyRow): ReactNode =>
    cell?.row === index && editing ? editing.renderEditor(row, columns[cell.col - lead].key, cell.seed, onDone, cell.then) : null;

  return { cell, onKey, onPaste, onCopy, onDoubleClick, editorFor };
}

import type { ReactNode } from 'react';
import type { AnyRow } from '../listDocument';

/**
 * Where the focus goes once an editor closes: back to its cell (`cancel`, `stay`), the cell below,
 * the next / previous editable cell, or nowhere (`blur`: the person clicked elsewhere).
 */
export type EditMove = 'cancel' | 'stay' | 'down' | 'next' | 'previous' | 'blur';

/**
 * What a cell is for editing: editable (in its cell, or, `inForm`, in the row's form: rich text,
 * files, lists), locked with the reason (a message id), or not an edited column (null).
 */
export type CellEdit = { editable: true; inForm?: boolean } | { editable: false; reason: string } | null;

/** The cell being edited: its place, and the printable key that opened it (typed over the value). */
export interface EditingCell {
  row: number;
  col: number;
  seed: string | null;
  /** Enter or Tab pressed before the editor's code arrived: it commits as it opens, and moves so. */
  then?: EditMove;
}

/** A range of cells as edits take it: its top and bottom rows (indexes in the list's order) and its columns' keys, in visible order. */
export interface GridRange {
  top: number;
  bottom: number;
  columns: readonly string[];
}

/**
 * Cell editing as the grid sees it (issue 33): which cells edit, the editor to put in one, and
 * how to say why a cell does not. The list builds it from the declaration, the viewer's rules and
 * the entity's update; a grid without it only reads.
 */
export interface GridEditing {
  cellOf: (row: AnyRow, columnKey: string) => CellEdit;
  /** The editor in the cell; it calls `done` when it commits (after its value is valid) or cancels. */
  renderEditor: (row: AnyRow, columnKey: string, seed: string | null, done: (move: EditMove) => void, then?: EditMove) => ReactNode;
  /** Enter or F2 on a cell edited in the form (`inForm`): opens the row's form with that field focused. */
  openForm?: (row: AnyRow, columnKey: string) => void;
  /** Says why a cell is locked (Enter on it), in the user's language. */
  explain: (reason: string) => void;
  /** The grid has the focus: an edit may come, its editor's code can start loading. */
  prepare?: () => void;
  /**
   * Ctrl+V of text on a cell (a block from a spreadsheet): from that cell, across `columns` (the
   * visible ones, in order) and down `rows`. With a `range` selected, `at` is its first cell and one
   * value fills every cell of it.
   */
  paste?: (rows: readonly AnyRow[], at: { row: number; column: string }, text: string, columns: readonly { key: string; label: string }[], range?: GridRange) => void;
  /** Ctrl+D: each column's value in the range's top row, down the rest of the range (`columns`: the visible ones, to name them). */
  fill?: (rows: readonly AnyRow[], range: GridRange, columns: readonly { key: string; label: string }[]) => void;
  /** Ctrl+Z (undo) or Ctrl+Shift+Z / Ctrl+Y (redo) on a cell: the list's latest saved edit or paste, back or again. */
  undo?: (direction: 'undo' | 'redo') => void;
  /** Enter or F2 on a cell whose save met someone's change meanwhile: opens its choice (theirs / mine); false when the cell has none. */
  resolve?: (row: AnyRow, columnKey: string) => boolean;
}

/**
 * Whether a key on a cell asks to undo or redo: Ctrl+Z (⌘Z on a Mac), Ctrl+Shift+Z or Ctrl+Y.
 * The letter typed, or, on a layout without Latin letters (Persian, where that key types «ظ»), the key's place.
 *
 * @example historyKey({ key: 'z', code: 'KeyZ', ctrlKey: true, metaKey: false, altKey: false, shiftKey: true }) // 'redo'
 */
export function historyKey(event: { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const letter = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : event.code?.startsWith('Key') ? event.code.slice(3).toLowerCase() : '';
  if (letter === 'z') return event.shiftKey ? 'redo' : 'undo';
  return letter === 'y' && !event.shiftKey ? 'redo' : null;
}

/**
 * A cell's text as a copy puts it on the clipboard: what it shows, or, for a mark drawn as an
 * image (a yes/no), its name; what a paste reads back.
 */
export function cellCopyText(cell: HTMLElement): string {
  const shown = (cell.innerText ?? cell.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (shown) return shown;
  return cell.querySelector('[role="img"][aria-label]')?.getAttribute('aria-label') ?? '';
}

/**
 * A key that types a character (a Persian letter or digit included), not a shortcut: it opens an
 * editable cell's editor with that character.
 *
 * @example printableKey({ key: 'ب', ctrlKey: false, metaKey: false, altKey: false }) // true
 */
export function printableKey(event: { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return [...event.key].length === 1 && !SHELL_KEYS.has(event.key) && event.code !== 'Slash' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Keys that keep their meaning on a cell: Space selects the row; ? and / are the shell's (the shortcuts, the search). F2 first types them. */
const SHELL_KEYS = new Set([' ', '?', '؟', '/']);

/** What a key on a cell asks of editing: open its editor (with a typed character), say why it is locked, open the row, or nothing. */
export type CellKeyIntent = { kind: 'edit'; seed: string | null } | { kind: 'explain'; reason: string } | { kind: 'openRow' } | { kind: 'openForm' } | null;

/**
 * The editing meaning of a key on a cell. Enter on the row's name opens the row, as before; Ctrl+Enter
 * opens it from any cell; Enter or F2 on an editable cell opens its editor, a printable key opens
 * it typed over; on a cell edited in the form they open the form at its field; Enter on a locked
 * cell says why; other cells keep their keys.
 *
 * @example cellKeyIntent({ key: 'F2', … }, { editable: true }, false) // { kind: 'edit', seed: null }
 */
export function cellKeyIntent(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  edit: CellEdit,
  isRowHeader: boolean,
): CellKeyIntent {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey) return { kind: 'openRow' };
  if (!edit) return null;
  const plainEnter = event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
  if (plainEnter && isRowHeader) return null;
  if (!edit.editable) return plainEnter || event.key === 'F2' ? { kind: 'explain', reason: edit.reason } : null;
  // Edited in the form: Enter and F2 open it there; a typed key has nowhere to go.
  if (edit.inForm) return plainEnter || event.key === 'F2' ? { kind: 'openForm' } : null;
  if (plainEnter || event.key === 'F2') return { kind: 'edit', seed: null };
  if (printableKey(event)) return { kind: 'edit', seed: event.key };
  return null;
}

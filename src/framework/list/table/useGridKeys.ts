import type { KeyboardEvent } from 'react';
import { rowKeyOnEnter } from '../openOnEnter';

export interface GridKeys {
  rowCount: number;
  colCount: number;
  perPage: number;
  selectable: boolean;
  moveTo: (row: number, col: number) => void;
  /** Space on a body row (index), or -1 for the header: Select All. */
  onSelect: (row: number) => void;
  onOpen?: (id: string) => void;
}

/**
 * The grid's keys, on cells (the header is row -1): arrows from cell to cell (mirrored in a
 * right-to-left page), Page Up/Down, Home/End (with Ctrl: first and last row); Enter opens the
 * row, always, even with rows selected; Space selects it (on the header, every row).
 */
export function gridKeyHandler({ rowCount, colCount, perPage, selectable, moveTo, onSelect, onOpen }: GridKeys) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    // A row's checkbox (focused by a click) moves like its cell; Space there is its own toggle.
    const onCheckbox = target instanceof HTMLInputElement && target.type === 'checkbox';
    if (event.defaultPrevented || !cell || (onCheckbox && event.key === ' ')) return;
    const rtl = getComputedStyle(cell).direction === 'rtl';
    // Controls in a cell (row actions) are reached with the arrow keys, as in Spectrum's table.
    if (cell !== target && !onCheckbox) {
      if (withinCell(event, cell, target, rtl)) event.preventDefault();
      else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        const [row, col] = cell.dataset.cell!.split(':').map(Number);
        event.preventDefault();
        moveTo(row + (event.key === 'ArrowDown' ? 1 : -1), col);
      }
      return;
    }
    if (!onCheckbox && forwardKey(event.key, rtl) && controlsOf(cell).length > 0) {
      event.preventDefault();
      controlsOf(cell)[0].focus();
      return;
    }
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    const opened = onOpen && !onCheckbox ? rowKeyOnEnter(event) : null;
    if (opened !== null) {
      event.preventDefault();
      onOpen!(opened);
      return;
    }
    if (event.key === ' ' && selectable) {
      event.preventDefault();
      onSelect(row);
      return;
    }
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(row + 1, col),
      ArrowUp: () => moveTo(row - 1, col),
      ArrowRight: () => moveTo(row, col + (rtl ? -1 : 1)),
      ArrowLeft: () => moveTo(row, col + (rtl ? 1 : -1)),
      PageDown: () => moveTo(row + perPage, col),
      PageUp: () => moveTo(Math.max(0, row - perPage), col),
      Home: () => (event.ctrlKey ? moveTo(0, col) : moveTo(row, 0)),
      End: () => (event.ctrlKey ? moveTo(rowCount - 1, col) : moveTo(row, colCount - 1)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
}

const CONTROLS = 'a[href], button:not([disabled]), input:not([type="checkbox"])';

/** The controls inside a cell, in order. */
const controlsOf = (cell: HTMLElement) => [...cell.querySelectorAll<HTMLElement>(CONTROLS)];

/** Whether the key moves towards the line's end (right in a left-to-right page). */
const forwardKey = (key: string, rtl: boolean) => key === (rtl ? 'ArrowLeft' : 'ArrowRight');
const backKey = (key: string, rtl: boolean) => key === (rtl ? 'ArrowRight' : 'ArrowLeft');

/**
 * Left and right on a control inside a cell: the next or previous control, else the cell itself
 * (back) or the next cell (forward, handled as the cell's own key). True when it moved.
 */
function withinCell(event: KeyboardEvent<HTMLElement>, cell: HTMLElement, target: HTMLElement, rtl: boolean): boolean {
  const forward = forwardKey(event.key, rtl);
  if (!forward && !backKey(event.key, rtl)) return false;
  const controls = controlsOf(cell);
  const next = controls[controls.indexOf(target.closest<HTMLElement>(CONTROLS)!) + (forward ? 1 : -1)];
  if (next) next.focus();
  else if (!forward && !cell.hasAttribute('data-focus-child')) cell.focus();
  else if (!forward) {
    // A cell of controls only is no stop of its own: back from its first control is the cell before.
    const preceding = cell.previousElementSibling;
    if (preceding instanceof HTMLElement) preceding.focus();
  } else {
    const following = cell.nextElementSibling;
    if (!(following instanceof HTMLElement)) return true;
    following.focus();
  }
  return true;
}

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Where the focus was in the grid: its element, its row's index and the action it was (`data-action`). */
interface Kept {
  element: HTMLElement;
  row: number;
  col: number;
  action: string | null;
}

const lost = () => !document.activeElement || document.activeElement === document.body;

/** The control or cell that stands for `kept` now: the same action on the row at its index (the next row once its own left), else that row's cell, else the grid's first cell or the empty state. */
function standIn(grid: HTMLElement, kept: Kept): HTMLElement | null {
  const rows = grid.querySelectorAll<HTMLElement>('[role="row"][data-key]');
  const index = Math.min(kept.row, rows.length - 1);
  if (index < 0) return grid.querySelector<HTMLElement>('.data-table__empty') ?? grid.querySelector<HTMLElement>('[data-cell][tabindex="0"]');
  const cell = grid.querySelector<HTMLElement>(`[data-cell="${index}:${kept.col}"]`);
  const action = kept.action && cell?.querySelector<HTMLElement>(`[data-action="${CSS.escape(kept.action)}"]:not([disabled])`);
  return action || cell;
}

/**
 * Keeps the keyboard focus in the grid when what had it goes: a row action that takes its row
 * out of the list (Resolve in a queue of open reports) gives the focus to the same action on the
 * row that takes its place, else to that row's cell, else to the grid's empty state, never to the
 * page. Pressing or focusing anything outside the grid lets it go.
 *
 * @example useFocusKeeper(gridRef, rows)
 */
export function useFocusKeeper(grid: RefObject<HTMLElement | null>, rows: unknown): void {
  const kept = useRef<Kept | null>(null);
  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[data-cell]');
      if (!cell || cell.dataset.cell!.startsWith('-1:')) {
        kept.current = null;
        return;
      }
      const [row, col] = cell.dataset.cell!.split(':').map(Number);
      // A stand-in cell keeps the action it stands for until that action shows again.
      const action = target.dataset.action ?? (target === cell && kept.current?.row === row && kept.current.col === col ? kept.current.action : null);
      kept.current = { element: target, row, col, action };
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) kept.current = null;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) kept.current = null;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [grid]);

  useLayoutEffect(() => {
    const current = kept.current;
    if (!current || !grid.current || !lost()) return;
    const usable = current.element.isConnected && !(current.element as HTMLButtonElement).disabled;
    const target = usable ? current.element : standIn(grid.current, current);
    if (!target) return;
    if (target.classList.contains('data-table__empty')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [grid, rows]);
}

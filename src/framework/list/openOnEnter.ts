import type { KeyboardEvent } from 'react';

/**
 * The key of the row Enter was pressed on (the row itself, or one of its cells; not a button or
 * link inside a cell, which answer Enter themselves), else null.
 */
export function rowKeyOnEnter(event: KeyboardEvent): string | null {
  if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target as HTMLElement;
  if (!target.matches('[role="row"], [role="gridcell"], [role="rowheader"]')) return null;
  return target.closest<HTMLElement>('[role="row"][data-key]')?.dataset.key ?? null;
}

/**
 * A key handler (for the capture phase around a TableView) that opens the focused row on Enter.
 * Spectrum's TableView runs its row action on Enter only while nothing is selected; with rows
 * selected Enter would do nothing, so the table takes Enter over: it always opens the row, and
 * Space still selects it.
 *
 * @example <div onKeyDownCapture={openOnEnter((id) => onEdit(id))}>{table}</div>
 */
export function openOnEnter(open: (key: string) => void) {
  return (event: KeyboardEvent) => {
    const key = rowKeyOnEnter(event);
    if (key === null) return;
    event.preventDefault();
    event.stopPropagation();
    open(key);
  };
}

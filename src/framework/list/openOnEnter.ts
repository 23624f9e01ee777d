import type { KeyboardEvent } from 'react';

/**
 * The key of the row Enter was pressed on (the row itself, or one of its cells; not a button or
 * link inside a cell, which answer Enter themselves), else null. The DataTable opens that row,
 * even with rows selected; Space selects it.
 */
export function rowKeyOnEnter(event: KeyboardEvent): string | null {
  if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target as HTMLElement;
  if (!target.matches('[role="row"], [role="gridcell"], [role="rowheader"]')) return null;
  return target.closest<HTMLElement>('[role="row"][data-key]')?.dataset.key ?? null;
}

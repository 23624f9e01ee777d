import { useRef, type PointerEvent } from 'react';
import type { TableColumn } from '../tableColumns';
import { minOf } from './columnTracks';

/**
 * The trailing edge of a column header: drag it to set the column's width, never below its
 * minimum. In a right-to-left page the edge is on the left. Not a tab stop: the grid's arrow keys
 * move between cells, and Shift+Arrow on the header resizes (HeaderCell); hidden from screen
 * readers, which have nothing to drag.
 */
export function ColumnResizer({ column, onResize }: { column: TableColumn; onResize: (key: string, width: number) => void }) {
  const drag = useRef<{ x: number; width: number; rtl: boolean } | null>(null);
  const headerOf = (element: HTMLElement) => element.closest<HTMLElement>('[role="columnheader"]')!;
  const set = (width: number) => onResize(column.key, Math.max(minOf(column), Math.round(width)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const header = headerOf(event.currentTarget);
    drag.current = { x: event.clientX, width: header.getBoundingClientRect().width, rtl: getComputedStyle(header).direction === 'rtl' };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const delta = (event.clientX - start.x) * (start.rtl ? -1 : 1);
    set(start.width + delta);
  };
  return (
    <div
      aria-hidden="true"
      className="data-table__resizer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

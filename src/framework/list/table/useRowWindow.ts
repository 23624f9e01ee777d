import { startTransition, useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { ROW_HEIGHT } from '../tableModel';

/**
 * Rows rendered above and below the ones in view, so a fast scroll shows no blank: a scroll's
 * rows render in a transition (below), a frame or two after the scroll, and these cover it.
 */
const OVERSCAN = 8;

export interface RowWindow {
  /** The first row rendered and the one after the last. */
  first: number;
  last: number;
  /** Rows that fit the body's height, for Page Up and Page Down. */
  perPage: number;
  /** Whether the rows are taller than the body (it scrolls). */
  scrolls: boolean;
  onScroll: () => void;
  /** Scrolls the body so that row `index` is in view and renders it in this very update. */
  reveal: (index: number) => void;
}

/**
 * The rows in view of a scrolling body of fixed-height rows: a row exists only while it is on
 * screen (plus a few either side). Short pages render every row; All on 10,000 rows renders a
 * screenful. `head` follows the body's sideways scroll.
 */
export function useRowWindow(body: RefObject<HTMLDivElement | null>, head: RefObject<HTMLDivElement | null>, count: number): RowWindow {
  const [view, setView] = useState({ top: 0, height: 600 });

  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setView((current) => (current.top === element.scrollTop && current.height === element.clientHeight ? current : { top: element.scrollTop, height: element.clientHeight }));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [body]);

  const onScroll = useCallback(() => {
    const element = body.current!;
    // Reads first, then the one write, and only when the body moved sideways: a write between
    // two reads would lay the page out again in the middle of every scroll event.
    const { scrollLeft, scrollTop: top, clientHeight: height } = element;
    if (head.current && head.current.scrollLeft !== scrollLeft) head.current.scrollLeft = scrollLeft;
    // Only a change of the rows in view renders: a scroll within a row's height does not. The
    // rows coming into view render as a transition, which React cuts into slices that leave each
    // frame room to paint: at 4× CPU a step of the wheel's rows did not fit one frame at once.
    startTransition(() =>
      setView((current) => {
        const same = Math.floor(current.top / ROW_HEIGHT) === Math.floor(top / ROW_HEIGHT) && current.height === height;
        return same ? current : { top, height };
      }),
    );
  }, [body, head]);

  const reveal = useCallback(
    (index: number) => {
      const element = body.current;
      if (!element) return;
      const rowTop = index * ROW_HEIGHT;
      let top = element.scrollTop;
      if (rowTop < top) top = rowTop;
      else if (rowTop + ROW_HEIGHT > top + element.clientHeight) top = rowTop + ROW_HEIGHT - element.clientHeight;
      element.scrollTop = top;
      setView({ top, height: element.clientHeight });
    },
    [body],
  );

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
  return { first, last, perPage: Math.max(1, Math.floor(view.height / ROW_HEIGHT) - 1), scrolls: count * ROW_HEIGHT > view.height, onScroll, reveal };
}

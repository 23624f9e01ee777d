import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import './truncationTip.css';

interface Tip {
  text: string;
  /** Block position: below the element, or above it (`bottom`) where the window ends. */
  top?: number;
  bottom?: number;
  /** Inline-start edge in px from the viewport's left (LTR) or right (RTL). */
  start: number;
  rtl: boolean;
}

/** What may be cut: a cell's text or status badge, or a column's label. */
const CUTTABLE = '.cell-text, .kit-badge, .column-label';
/** How long the pointer rests on a row action before its name shows, as Spectrum's tooltips in the rows did. */
const ACTION_TIP_DELAY = 600;
/** Room a tip needs below its element before it shows above instead. */
const TIP_ROOM = 48;
/** How long after the last scroll event the rows count as still: until then the pointer's hover is only noted. */
const SCROLL_REST = 120;

/**
 * The cut text under `target` (wider than its box), else null: the text itself, the text of a
 * focused cell or column header, or a focused row's name.
 */
function clippedText(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof HTMLElement)) return null;
  const holder = target.closest<HTMLElement>('[role="gridcell"], [role="rowheader"], [role="columnheader"]');
  const text =
    target.closest<HTMLElement>(CUTTABLE) ??
    holder?.querySelector<HTMLElement>(CUTTABLE) ??
    (target.matches('[role="row"]') ? target.querySelector<HTMLElement>(`[role="rowheader"] :is(${CUTTABLE})`) : null);
  return text && text.scrollWidth > text.clientWidth + 1 ? text : null;
}

function tipFor(element: HTMLElement, text: string): Tip {
  const rect = element.getBoundingClientRect();
  const rtl = getComputedStyle(element.parentElement ?? element).direction === 'rtl';
  const start = rtl ? window.innerWidth - rect.right : rect.left;
  const below = window.innerHeight - rect.bottom > TIP_ROOM;
  return below ? { text, top: rect.bottom + 6, start, rtl } : { text, bottom: window.innerHeight - rect.top + 6, start, rtl };
}

/** A row action's name (`data-tip`, RowActionButton and RowLink) and how long hover waits for it. */
function actionTip(target: EventTarget | null): { element: HTMLElement; text: string; delay: number } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-tip]') : null;
  if (!element?.dataset.tip) return null;
  return { element, text: element.dataset.tip, delay: Number(element.dataset.tipDelay ?? ACTION_TIP_DELAY) };
}

/**
 * Shows the full value of a cut cell or column header: on hover, and on keyboard focus of the
 * cell, its row or its header (the DataTable moves focus with the arrow keys), so it is
 * reachable without a mouse. It also names the rows' icon actions (`data-tip`): after a rest of
 * the pointer, and at once on keyboard focus. One listener for the whole table keeps the
 * virtualized rows free of per-cell state and of a tooltip trigger per button. Escape hides it;
 * scrolling hides a tip the pointer opened and moves one a keyboard focus opened with its text
 * (the browser scrolls a focused row into view just after the focus).
 */
export function TruncationTip({ children }: { children: ReactNode }) {
  const [tip, setTip] = useState<Tip | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The action whose name is shown or on its way: the pointer moving onto its icon changes nothing.
  const named = useRef<HTMLElement | null>(null);
  // The element under the last press: the focus it gives is no keyboard focus.
  const pressed = useRef<Element | null>(null);
  // The cut text a keyboard focus shows: a scroll that brings the focused row into view moves it, not hides it.
  const focused = useRef<HTMLElement | null>(null);
  const wait = useCallback((then?: () => void, delay = 0) => {
    clearTimeout(timer.current);
    timer.current = then ? setTimeout(then, delay) : undefined;
  }, []);
  // While the rows scroll under a resting pointer, each row passing under it sends a mouseover;
  // reading a cell's width then forces a layout inside the scroll's frame. Only the element the
  // pointer is over when the scroll stops is looked at.
  const scrolling = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovered = useRef<EventTarget | null>(null);
  useEffect(() => () => {
    clearTimeout(timer.current);
    clearTimeout(scrolling.current);
  }, []);

  const showFor = useCallback((target: EventTarget | null, how: 'hover' | 'focus') => {
    const action = actionTip(target);
    if (action) {
      // A press focuses the button too: only a keyboard focus shows its name at once.
      if (how === 'focus' && pressed.current && action.element.contains(pressed.current)) return;
      if (how === 'hover' && named.current === action.element) return;
      named.current = action.element;
      const show = () => setTip(tipFor(action.element, action.text));
      if (how === 'focus' || action.delay === 0) {
        wait();
        show();
      } else {
        setTip(null);
        wait(show, action.delay);
      }
      return;
    }
    named.current = null;
    wait();
    const text = clippedText(target);
    focused.current = how === 'focus' ? text : null;
    setTip(text ? tipFor(text, text.textContent ?? '') : null);
  }, [wait]);
  const hide = useCallback(() => {
    named.current = null;
    focused.current = null;
    wait();
    setTip(null);
  }, [wait]);
  // A scroll hides a tip the pointer opened; one a keyboard focus opened follows its text.
  const onScroll = useCallback(() => {
    const text = focused.current;
    if (text?.isConnected) setTip(tipFor(text, text.textContent ?? ''));
    else hide();
    clearTimeout(scrolling.current);
    scrolling.current = setTimeout(() => {
      scrolling.current = undefined;
      if (hovered.current instanceof Element && hovered.current.isConnected && hovered.current.matches(':hover')) showFor(hovered.current, 'hover');
    }, SCROLL_REST);
  }, [hide, showFor]);
  const onMouseOver = (event: MouseEvent) => {
    hovered.current = event.target;
    if (scrolling.current === undefined) showFor(event.target, 'hover');
  };

  return (
    <div
      className="cell-tip-host"
      onFocus={(event: FocusEvent) => showFor(event.target, 'focus')}
      onBlur={hide}
      onMouseOver={onMouseOver}
      onMouseLeave={() => {
        hovered.current = null;
        hide();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        pressed.current = null;
        if (event.key === 'Escape') hide();
      }}
      onScrollCapture={onScroll}
      onPointerDown={(event) => {
        pressed.current = event.target as Element;
        hide();
      }}
    >
      {children}
      {tip && (
        <div role="tooltip" className="cell-tip" dir="auto" style={{ top: tip.top, bottom: tip.bottom, [tip.rtl ? 'right' : 'left']: tip.start }}>
          {tip.text}
        </div>
      )}
    </div>
  );
}

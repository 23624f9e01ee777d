import { useCallback, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import './truncationTip.css';

interface Tip {
  text: string;
  top: number;
  /** Inline-start edge in px from the viewport's left (LTR) or right (RTL). */
  start: number;
  rtl: boolean;
}

/** What may be cut: a cell's text or a column's label. */
const CUTTABLE = '.cell-text, .column-label';

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

function tipFor(text: HTMLElement): Tip {
  const rect = text.getBoundingClientRect();
  const rtl = getComputedStyle(text.parentElement ?? text).direction === 'rtl';
  return { text: text.textContent ?? '', top: rect.bottom + 6, start: rtl ? window.innerWidth - rect.right : rect.left, rtl };
}

/**
 * Shows the full value of a cut cell or column header: on hover, and on keyboard focus of the
 * cell, its row or its header (the DataTable moves focus with the arrow keys), so it is
 * reachable without a mouse. One listener for the whole table keeps the virtualized rows free of
 * per-cell state. Escape or scrolling hides it.
 */
export function TruncationTip({ children }: { children: ReactNode }) {
  const [tip, setTip] = useState<Tip | null>(null);
  const showFor = useCallback((target: EventTarget | null) => {
    const text = clippedText(target);
    setTip(text ? tipFor(text) : null);
  }, []);
  const hide = useCallback(() => setTip(null), []);

  return (
    <div
      className="cell-tip-host"
      onFocus={(event: FocusEvent) => showFor(event.target)}
      onBlur={hide}
      onMouseOver={(event: MouseEvent) => showFor(event.target)}
      onMouseLeave={hide}
      onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && hide()}
      onScrollCapture={hide}
    >
      {children}
      {tip && (
        <div role="tooltip" className="cell-tip" dir="auto" style={{ top: tip.top, [tip.rtl ? 'right' : 'left']: tip.start }}>
          {tip.text}
        </div>
      )}
    </div>
  );
}

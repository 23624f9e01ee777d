import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export interface PrintMode {
  /** True while the page is being printed: a paper-only document is rendered. */
  printing: boolean;
  /** Renders the paper-only document, then opens the browser's print dialog. */
  print: () => void;
}

/** Ctrl+P (⌘P on a Mac), without Shift or Alt (Chromium's Ctrl+Shift+P is its own dialog). */
function isPrintKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';
}

/**
 * A document that exists only on paper (a list's every row, which the screen virtualises): it is
 * rendered while the page prints and dropped after. The browser's own Print (its menu, or Ctrl+P
 * when `withKey`) fires `beforeprint`, which renders it synchronously before the page is laid out
 * for paper; `print()` (a Print button) does the same, then opens the dialog. Ctrl+P is taken
 * here rather than left to the browser so the document is built the same way on every browser.
 *
 * @example const paper = usePrint(true); … <Button onPress={paper.print}>Print</Button> {paper.printing && <ListPrintView … />}
 */
export function usePrint(withKey: boolean): PrintMode {
  const [printing, setPrinting] = useState(false);

  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    const onKey = (event: KeyboardEvent) => {
      if (!withKey || event.defaultPrevented || !isPrintKey(event)) return;
      event.preventDefault();
      print();
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      window.removeEventListener('keydown', onKey);
    };
  }, [withKey, print]);

  return { printing, print };
}

import { useLayoutEffect, type RefObject } from 'react';

/** Controls Tab would stop on; links are left alone (they go somewhere, they are not the value). */
const STOPS = 'input, textarea, select, button, [tabindex]:not(a[href]), [contenteditable="true"]';

const leaveTabOrder = (root: HTMLElement) => {
  for (const element of root.querySelectorAll<HTMLElement>(STOPS)) if (element.tabIndex >= 0) element.tabIndex = -1;
};

/**
 * Takes every control under `ref` out of the Tab order while `active` (a read-only field: a value
 * to read, nothing to do), keeping it focusable by pointer, selectable and read by a screen
 * reader in its reading mode. Controls the widget adds later (a label that arrives, a value
 * that changes) are caught as they come; leaving the read-only state restores nothing by hand:
 * the cell's widgets mount again with their own tabindex (FieldCell keys them by the state).
 */
export function useOutOfTabOrder(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    leaveTabOrder(root);
    const observer = new MutationObserver(() => leaveTabOrder(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, [ref, active]);
}

import { joinPath } from '../../validation';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the control of a field path, for the links of the error summary. Widgets mark
 * their wrappers with `data-field` (the grid per field, the quiz options per row and text), so
 * `options[1].text` finds the second option's text, and an unknown path its nearest marked parent.
 */
export function focusField(root: HTMLElement | null, path: string[]): void {
  if (!root) return;
  for (let length = path.length; length > 0; length--) {
    const name = joinPath(path.slice(0, length));
    const wrapper = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    const target = wrapper?.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
      return;
    }
  }
}

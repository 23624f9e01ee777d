import { useEffect, type RefObject } from 'react';

/** The combobox input inside `box`, when its list of options is open and shows some. */
function openCombobox(box: HTMLElement | null): HTMLInputElement | null {
  const input = box?.querySelector<HTMLInputElement>('input[role="combobox"]');
  const listbox = input?.getAttribute('aria-controls') ? document.getElementById(input.getAttribute('aria-controls')!) : null;
  return input && listbox?.querySelector('[role="option"]') ? input : null;
}

/**
 * Keeps the first option of the combobox in `box` highlighted whenever its results change and
 * none is (as a command palette does: Enter then runs the top result, and a screen reader reads
 * it). Spectrum's ComboBox highlights nothing until an arrow key is pressed and has no prop for
 * it, so this presses ↓ for the user, once a task later: by then the ComboBox has cleared the
 * highlight of the previous text, which a press in the same task would move from instead.
 *
 * @example useFirstOptionActive(boxRef, sections); // after each new list of results
 */
export function useFirstOptionActive(box: RefObject<HTMLElement | null>, results: unknown): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const input = openCombobox(box.current);
      if (!input || input.getAttribute('aria-activedescendant')) return;
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', code: 'ArrowDown', bubbles: true, cancelable: true }));
    });
    return () => clearTimeout(timer);
  }, [box, results]);
}

/** The id of the option the combobox in `box` highlights, if any. */
export const activeOptionId = (box: HTMLElement | null): string | null =>
  box?.querySelector('input[role="combobox"]')?.getAttribute('aria-activedescendant') || null;

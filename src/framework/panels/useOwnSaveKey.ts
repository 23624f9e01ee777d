import type { KeyboardEvent } from 'react';
import { isSaveKey, OWN_SAVE } from '../form/useSaveShortcut';

/**
 * Ctrl+S (⌘S) in a grid under a form: the grid's, not the form's. Its cells save as they are
 * committed, and the form's save would leave the page; so Ctrl+S commits the cell being edited
 * and keeps the focus on that cell. The form's shortcut passes over keys from inside the element
 * these props go on (`OWN_SAVE`).
 *
 * @example <div {...useOwnSaveKey()}><DataTable … /></div>
 */
export function useOwnSaveKey(): { [OWN_SAVE]: true; onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => void } {
  return {
    [OWN_SAVE]: true,
    onKeyDownCapture: (event) => {
      if (!isSaveKey(event.nativeEvent)) return;
      event.preventDefault();
      const input = event.target as HTMLElement;
      const cell = input.closest<HTMLElement>('[data-cell-editor]')?.closest<HTMLElement>('[data-cell]');
      if (!cell) return;
      // Leaving an editor commits it (as a click elsewhere does); the focus then comes back to its cell,
      // or to the editor when its value was refused and it stays open.
      input.blur();
      setTimeout(() => (input.isConnected ? input : cell).focus());
    },
  };
}

import { useEffect, useLayoutEffect, useRef } from 'react';

type Save = () => Promise<void> | void;

/** Forms that listen, newest last: a drawer's form over a page's form takes the keys while it is open. */
const listening: { current: Save }[] = [];

/** Ctrl+S, or ⌘S on a Mac. */
export const isSaveKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.code === 'KeyS' || event.key.toLowerCase() === 's');

/** The attribute of an element whose keys save its own edits (a related-rows grid under a form): the form's Ctrl+S passes over them. */
export const OWN_SAVE = 'data-saves-own-edits';

/**
 * Leaves the field being typed in, so one that commits on blur (a number) is saved with what it
 * shows; gives it back if the form stays. Ctrl+S and the Save button (which keeps the focus where
 * it is on a mouse press) both save through it.
 */
export function saveWithFieldCommitted(save: Save) {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  active?.blur();
  // After the blur's updates are in the form's state.
  setTimeout(() => {
    void Promise.resolve(save()).finally(() => {
      if (active?.isConnected && document.activeElement === document.body) active.focus();
    });
  });
}

function onKeyDown(event: KeyboardEvent) {
  const top = listening.at(-1);
  if (!top || !isSaveKey(event)) return;
  if (event.target instanceof Element && event.target.closest(`[${OWN_SAVE}]`)) return;
  // The browser's "save page" never makes sense over a form.
  event.preventDefault();
  if (!event.repeat) saveWithFieldCommitted(top.current);
}

/** Ctrl+S (⌘S on a Mac) anywhere on the page runs `save`, as the form's Save button does. */
export function useSaveShortcut(save: Save): void {
  const latest = useRef(save);
  useLayoutEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const entry = latest;
    if (listening.length === 0) window.addEventListener('keydown', onKeyDown, true);
    listening.push(entry);
    return () => {
      listening.splice(listening.indexOf(entry), 1);
      if (listening.length === 0) window.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);
}

import { useEffect, useRef } from 'react';

interface Handlers {
  /** Ctrl+K / ⌘K, from anywhere. */
  onPalette: () => void;
  /** `?` (or the Persian layout's `؟`), unless typing in a text field or a dialog is open. */
  onSheet: () => void;
  /** `/`, the same way: to the screen's search; true when there was one (else the key is left alone). */
  onSearch: () => boolean;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** A dialog or drawer is open: the sheet would stack over it. */
const inDialog = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** The shell's global keys. */
export function useShortcutKeys(handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.code === 'KeyK' || event.key.toLowerCase() === 'k')) {
        event.preventDefault();
        latest.current.onPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || inDialog()) return;
      if (event.key === '?' || event.key === '؟') {
        event.preventDefault();
        latest.current.onSheet();
      } else if ((event.key === '/' || (event.code === 'Slash' && !event.shiftKey)) && latest.current.onSearch()) {
        // The key's place, as for Ctrl+K: a Persian layout may type another character there.
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

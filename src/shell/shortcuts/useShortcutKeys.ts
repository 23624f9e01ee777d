import { useEffect, useRef } from 'react';

interface Handlers {
  /** Ctrl+K / ⌘K, from anywhere. */
  onPalette: () => void;
  /** `?` (or the Persian layout's `؟`), unless typing in a text field or a dialog is open. */
  onSheet: () => void;
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
      } else if ((event.key === '?' || event.key === '؟') && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target) && !inDialog()) {
        event.preventDefault();
        latest.current.onSheet();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

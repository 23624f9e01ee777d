import { useEffect, useRef } from 'react';

interface Handlers {
  /** Ctrl+K / ⌘K, from anywhere. */
  onPalette: () => void;
  /** `?` (or the Persian layout's `؟`), unless typing in a text field. */
  onSheet: () => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The shell's global keys. */
export function useShortcutKeys(handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        latest.current.onPalette();
      } else if ((event.key === '?' || event.key === '؟') && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        latest.current.onSheet();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface UnsavedChangesGuard {
  /** The 'Leave without saving?' dialog should show. */
  isAsking: boolean;
  /** The user chose to leave: the blocked navigation (or the asked action) goes ahead. */
  leave: () => void;
  /** The user chose to keep editing. */
  stay: () => void;
  /** Runs `onLeave` at once when there is nothing to lose, else after the user confirms (closing a drawer). */
  ask: (onLeave: () => void) => void;
  /** A successful save: nothing is lost any more, so the navigation that follows must pass. */
  release: () => void;
}

/**
 * Asks before unsaved changes are lost while `when` holds (the form is dirty and not saving):
 * in-app navigation and the browser's Back button through react-router's blocker, a reload or
 * a closed tab through `beforeunload` (the browser shows its own prompt), and any other exit
 * (a drawer's close button) through `ask`.
 *
 * @example const guard = useUnsavedChangesGuard(dirty && !isSubmitting); <UnsavedChangesDialog guard={guard} />
 */
export function useUnsavedChangesGuard(when: boolean): UnsavedChangesGuard {
  const active = useRef(when);
  const released = useRef(false);
  const onLeave = useRef<(() => void) | null>(null);
  const decision = useRef<'stay' | 'leave' | null>(null);
  const [asking, setAsking] = useState(false);
  useLayoutEffect(() => {
    active.current = when;
  }, [when]);

  // Read through refs so the one registered blocker function always sees the current form.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active.current && !released.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const ask = useCallback((next: () => void) => {
    if (!active.current || released.current) return next();
    onLeave.current = next;
    setAsking(true);
  }, []);
  const release = useCallback(() => {
    released.current = true;
  }, []);

  const leave = () => {
    decision.current = 'leave';
    released.current = true;
    setAsking(false);
    const next = onLeave.current;
    onLeave.current = null;
    if (blocker.state === 'blocked') blocker.proceed();
    else next?.();
  };
  const stay = () => {
    decision.current = 'stay';
    setAsking(false);
    // Spectrum's AlertDialog closes its container (→ stay) and then runs the chosen action
    // (→ leave) in the same tick, so the navigation is only undone once that tick is over.
    queueMicrotask(() => {
      if (decision.current !== 'stay') return;
      onLeave.current = null;
      if (blocker.state === 'blocked') blocker.reset();
    });
  };

  return { isAsking: asking || blocker.state === 'blocked', leave, stay, ask, release };
}

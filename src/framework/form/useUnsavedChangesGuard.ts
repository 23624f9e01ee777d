import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import type { BlockerFunction } from 'react-router-dom';

export interface UnsavedChangesGuard {
  /** `ask` waits for the user's answer (a drawer's close). */
  isAsked: boolean;
  /** Runs `onLeave` at once when there is nothing to lose, else after the user confirms (closing a drawer). */
  ask: (onLeave: () => void) => void;
  /** A successful save: nothing is lost any more, so the navigation that follows must pass. */
  release: () => void;
  /** What UnsavedChangesDialog, which holds the router's blocker, reads and settles. */
  state: GuardState;
}

/** The guard's memory, in refs so the one registered blocker function always sees the current form. */
export interface GuardState {
  shouldBlock: BlockerFunction;
  released: MutableRefObject<boolean>;
  onLeave: MutableRefObject<(() => void) | null>;
  decision: MutableRefObject<'stay' | 'leave' | null>;
  setAsked: Dispatch<SetStateAction<boolean>>;
}

/**
 * Asks before unsaved changes are lost while `when` holds (the form is dirty and not saving):
 * in-app navigation and the browser's Back button through react-router's blocker, a reload or
 * a closed tab through `beforeunload` (the browser shows its own prompt), and any other exit
 * (a drawer's close button) through `ask`. The blocker itself is in UnsavedChangesDialog: it
 * subscribes to the router's state and registers itself with a second render, and in the form's
 * own component that re-rendered the whole form as it opened and on every navigation state.
 *
 * @example const guard = useUnsavedChangesGuard(dirty && !isSubmitting); <UnsavedChangesDialog guard={guard} />
 */
export function useUnsavedChangesGuard(when: boolean): UnsavedChangesGuard {
  const active = useRef(when);
  const released = useRef(false);
  const onLeave = useRef<(() => void) | null>(null);
  const decision = useRef<'stay' | 'leave' | null>(null);
  const [asked, setAsked] = useState(false);
  useLayoutEffect(() => {
    active.current = when;
  }, [when]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active.current && !released.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );

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
    setAsked(true);
  }, []);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const [state] = useState<GuardState>(() => ({ shouldBlock, released, onLeave, decision, setAsked }));

  return { isAsked: asked, ask, release, state };
}

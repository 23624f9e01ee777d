import { Suspense, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CustomizerPanelChunk } from './customizerChunk';
import { CustomizerContext } from './customizerContext';

/**
 * The customizer's panel and its open state, around the shell's layouts; the navbar's
 * `CustomizerButton` opens it (a floating edge button covered the pages' content). Closing returns
 * focus to that button. A press before the panel's chunk is in opens it when it arrives (the panel
 * then takes focus).
 */
export function CustomizerProvider({ children }: { children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggleButton = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    toggleButton.current?.focus();
  }, []);
  const state = useMemo(() => ({
    open,
    id,
    toggle: () => (open ? close() : setOpen(true)),
    button: (element: HTMLButtonElement | null) => {
      toggleButton.current = element;
    },
  }), [open, id, close]);
  return (
    <CustomizerContext.Provider value={state}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <CustomizerPanelChunk id={id} onClose={close} />
        </Suspense>
      )}
    </CustomizerContext.Provider>
  );
}

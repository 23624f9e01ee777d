import { createContext, useContext } from 'react';

/** The customizer's state, owned above the layouts so that switching the layout from it keeps it open. */
export interface CustomizerState {
  open: boolean;
  id: string;
  toggle: () => void;
  /** The navbar's button registers itself: closing gives it the focus back, in whichever layout. */
  button: (element: HTMLButtonElement | null) => void;
}

export const CustomizerContext = createContext<CustomizerState | null>(null);

/** The customizer of the shell; null outside a `CustomizerProvider` (the button then renders nothing). */
export const useCustomizer = (): CustomizerState | null => useContext(CustomizerContext);

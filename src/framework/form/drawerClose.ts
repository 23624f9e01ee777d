import { createContext, useContext, useEffect } from 'react';

/**
 * The drawer's Esc key and close button belong to the Dialog around the form, while knowing
 * whether closing loses anything belongs to the form inside it: the form registers its guarded
 * close here and the drawer calls it.
 */
export interface DrawerClose {
  setCloseRequest: (request: (() => void) | null) => void;
  /** The form tells the drawer that the viewer may only read the record (its heading says so). */
  setReadOnly?: (readOnly: boolean) => void;
}

export const DrawerCloseContext = createContext<DrawerClose | null>(null);

export function useDrawerCloseRequest(request: () => void): void {
  const drawer = useContext(DrawerCloseContext);
  useEffect(() => {
    drawer?.setCloseRequest(request);
    return () => drawer?.setCloseRequest(null);
  }, [drawer, request]);
}

/** Tells the drawer around the form, if any, whether the record is read-only. */
export function useDrawerReadOnly(readOnly: boolean): void {
  const drawer = useContext(DrawerCloseContext);
  useEffect(() => drawer?.setReadOnly?.(readOnly), [drawer, readOnly]);
}

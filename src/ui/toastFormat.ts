import { useSyncExternalStore } from 'react';

export type ToastValues = Record<string, string | number>;
type Format = (id: string, values?: ToastValues) => string;

/**
 * What a toast needs from the page without Spectrum's toast code: the providers set the
 * translation once for every screen (the sign-in page has no Spectrum), and `toast` marks that one
 * was raised, so a page without Spectrum's toast region can load one only when it has something to show.
 */
let format: Format = (id) => id;
export function setToastFormatter(next: Format): void {
  format = next;
}
export const formatToast: Format = (id, values) => format(id, values);

let raised = false;
const listeners = new Set<() => void>();
export function markToastRaised(): void {
  if (raised) return;
  raised = true;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once any toast has been raised in this document (then stays true). */
export function useToastRaised(): boolean {
  return useSyncExternalStore(subscribe, () => raised, () => false);
}

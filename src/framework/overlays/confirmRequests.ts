import { useSyncExternalStore } from 'react';

/** What a confirmation asks, as message ids and their values (the host translates them). */
export interface ConfirmRequest {
  title: string;
  body: string;
  /** The confirming button's text. */
  action: string;
  values?: Record<string, string | number>;
}

interface Pending extends ConfirmRequest {
  answer: (confirmed: boolean) => void;
}

let pending: Pending | null = null;
let asked = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Asks the viewer to confirm a step that cannot be taken back (a refund), in the shell's one
 * confirmation dialog (ConfirmHost): it lives outside the lists, so a row that scrolls out of
 * view or leaves with a live update does not take the question with it. A question asked while
 * another is open answers that one "no".
 *
 * @example if (await askToConfirm({ title: 'payment.confirm.refundTitle', body: 'payment.confirm.refundBody', action: 'payment.actions.refund', values: { name } })) refund();
 */
export function askToConfirm(request: ConfirmRequest): Promise<boolean> {
  pending?.answer(false);
  return new Promise((resolve) => {
    const question: Pending = {
      ...request,
      answer: (confirmed) => {
        if (pending === question) {
          pending = null;
          notify();
        }
        resolve(confirmed);
      },
    };
    pending = question;
    asked = true;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once a question was asked in this document: the host's code loads then, and stays. */
export function useConfirmAsked(): boolean {
  return useSyncExternalStore(subscribe, () => asked, () => false);
}

/** The question waiting for an answer, if any (for ConfirmHost). */
export function usePendingConfirm(): Pending | null {
  return useSyncExternalStore(subscribe, () => pending, () => null);
}

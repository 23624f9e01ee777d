import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export type ToastVariant = 'positive' | 'negative' | 'info' | 'neutral';

/** Spectrum's ToastQueue options. */
export interface ToastOptions {
  /** Ms before it closes itself, at least 5000; a toast with an action never does (WCAG 2.2.1), as Spectrum's. */
  timeout?: number;
  /** A button in the toast (Undo, Retry). */
  actionLabel?: string;
  onAction?: () => void;
  /** The action's button also closes the toast. */
  shouldCloseOnAction?: boolean;
  /** The action is a shortcut to what stays reachable elsewhere (open the saved record): the toast still closes after `timeout`. */
  actionIsShortcut?: boolean;
  /** Called once the toast has gone: its close button, its action, its timeout or the returned close function. */
  onClose?: () => void;
}

export interface ToastContent {
  text: string;
  variant: ToastVariant;
  actionLabel?: string;
  onAction?: () => void;
  shouldCloseOnAction?: boolean;
}

/** The queue itself, for `ToastRegion`. */
export const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function add(variant: ToastVariant) {
  return (text: string, options: ToastOptions = {}): (() => void) => {
    const { timeout, onClose, actionIsShortcut, ...action } = options;
    const closes = !!timeout && (!action.onAction || actionIsShortcut);
    const key = queue.add({ text, variant, ...action }, { timeout: closes ? Math.max(timeout, 5000) : undefined, onClose });
    return () => queue.close(key);
  };
}

/**
 * The app's one toast queue, with Spectrum's ToastQueue API; each call returns a function that
 * closes its toast. `ToastRegion` (./Toast) shows them; this file holds no components, so code
 * that only raises toasts (`src/ui/toast.ts`, the app's entry point) stays light.
 *
 * @example const close = toastQueue.positive(text, { actionLabel: undo, onAction: restore, shouldCloseOnAction: true });
 */
export const toastQueue = {
  positive: add('positive'),
  negative: add('negative'),
  info: add('info'),
  neutral: add('neutral'),
  /** Closes every toast (tests). */
  clear: () => queue.clear(),
};

import { toastQueue } from './kit/toastQueue';
import { formatToast as format, markToastRaised, type ToastValues } from './toastFormat';

export type { ToastValues } from './toastFormat';

const recent = new Map<string, number>();
const REPEAT_WINDOW_MS = 4000;

/** Several requests failing together should not stack identical toasts. */
function isRepeat(key: string): boolean {
  const now = Date.now();
  const last = recent.get(key);
  recent.set(key, now);
  return last !== undefined && now - last < REPEAT_WINDOW_MS;
}

/** A button in the toast (Undo): its label's message id and what it does; the toast closes on it. */
export interface ToastAction {
  label: string;
  onAction: () => void;
  /** Called once the toast has gone, whether by its button, its close button or the page's code. */
  onClose?: () => void;
  /** A way to what stays reachable elsewhere (Open the saved record): the toast still closes itself. */
  shortcut?: boolean;
}

function show(kind: 'negative' | 'positive' | 'info' | 'neutral', id: string, values?: ToastValues, action?: ToastAction): void {
  const text = format(id, values);
  // Only failures repeat by themselves; a success answers the person's own action (a second
  // restore within seconds of the first must still say so).
  // A failure with a button (Retry) answers a press too, so it always shows.
  if (kind === 'negative' && !action && isRepeat(`${kind}:${text}`)) return;
  // A toast that closes itself stays at least 5 s; one with a button stays until closed (the kit's queue, as Spectrum's).
  const timeout = action && !action.shortcut ? 10000 : kind === 'negative' ? 8000 : action ? 8000 : 5000;
  const button = action ? { actionLabel: format(action.label), onAction: action.onAction, shouldCloseOnAction: true, onClose: action.onClose, actionIsShortcut: action.shortcut } : {};
  markToastRaised();
  toastQueue[kind](text, { timeout, ...button });
}

/**
 * Translated toasts by message id, in the kit's queue (`ToastRegion` shows them).
 *
 * @example toast.success('common.toast.saved'); toast.error('errors.generic')
 * @example toast.success('list.toast.deleted', { count: 1 }, { label: 'undo.actions.undo', onAction: restore })
 */
export const toast = {
  success: (id: string, values?: ToastValues, action?: ToastAction) => show('positive', id, values, action),
  error: (id: string, values?: ToastValues, action?: ToastAction) => show('negative', id, values, action),
  info: (id: string, values?: ToastValues) => show('info', id, values),
};

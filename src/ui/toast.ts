import { ToastQueue } from '@adobe/react-spectrum';

export type ToastValues = Record<string, string | number>;
type Format = (id: string, values?: ToastValues) => string;

/** Set by the providers so that code outside React (Apollo's error link) shows translated toasts. */
let format: Format = (id) => id;
export function setToastFormatter(next: Format): void {
  format = next;
}

const recent = new Map<string, number>();
const REPEAT_WINDOW_MS = 4000;

/** Several requests failing together should not stack identical toasts. */
function isRepeat(key: string): boolean {
  const now = Date.now();
  const last = recent.get(key);
  recent.set(key, now);
  return last !== undefined && now - last < REPEAT_WINDOW_MS;
}

function show(kind: 'negative' | 'positive' | 'info' | 'neutral', id: string, values?: ToastValues): void {
  const text = format(id, values);
  if (isRepeat(`${kind}:${text}`)) return;
  // Spectrum requires at least 5 s for a toast that closes itself.
  ToastQueue[kind](text, { timeout: kind === 'negative' ? 8000 : 5000 });
}

/**
 * Translated Spectrum toasts by message id.
 *
 * @example toast.success('common.toast.saved'); toast.error('errors.generic')
 */
export const toast = {
  success: (id: string, values?: ToastValues) => show('positive', id, values),
  error: (id: string, values?: ToastValues) => show('negative', id, values),
  info: (id: string, values?: ToastValues) => show('info', id, values),
};

import type { SheetSpec } from './sheet';
import type { XlsxWorkerMessage } from './xlsx.worker';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The .xlsx file of `spec`, written by a worker that loads exceljs only now (no byte of it on a
 * route's first load). Aborting `signal` stops the worker at once and rejects with an AbortError.
 */
export function writeXlsx(spec: SheetSpec, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Export cancelled', 'AbortError'));
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<XlsxWorkerMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') return onProgress(message.fraction);
      finish();
      if (message.kind === 'done') resolve(new Blob([message.bytes], { type: XLSX_TYPE }));
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message));
    };
    worker.postMessage(spec);
  });
}

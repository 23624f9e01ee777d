/// <reference lib="webworker" />
import { buildXlsx } from './buildXlsx';
import type { SheetSpec } from './sheet';

/** What the worker answers: progress while adding rows, then the file's bytes or a failure. */
export type XlsxWorkerMessage = { kind: 'progress'; fraction: number } | { kind: 'done'; bytes: ArrayBuffer } | { kind: 'failed'; message: string };

/**
 * Writes the workbook off the main thread: exceljs's row model and zip take seconds for 10,000
 * rows, which on the page would freeze scrolling and the Cancel button.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<SheetSpec>) => {
  const post = (message: XlsxWorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  try {
    const bytes = await buildXlsx(event.data, (fraction) => post({ kind: 'progress', fraction }));
    post({ kind: 'done', bytes }, [bytes]);
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};

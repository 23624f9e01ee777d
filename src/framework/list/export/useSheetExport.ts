import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../ui/toast';
import { isoToDay } from '../dates';
import { downloadBlob } from '../download';
import type { SheetSpec } from './sheet';

/** Quick exports finish without a progress bar flashing by. */
const PROGRESS_DELAY_MS = 300;
/** Share of the bar for reading the rows; the worker's writing fills the rest. */
const READ_SHARE = 0.6;

export interface SheetExport {
  run: () => Promise<void>;
  exporting: boolean;
  /** 0–100 once the export has run longer than the delay, else null. */
  progress: number | null;
  /** Stops the export: no more requests, the worker ends, nothing is saved. */
  cancel: () => void;
}

/** What an export reads: its rows as a sheet, `onFraction` telling how far the reading is (0–1). */
export type SheetSource = (signal: AbortSignal, onFraction: (fraction: number) => void) => Promise<{ spec: SheetSpec; filename: string }>;

/**
 * Runs an XLSX export: reads the sheet (`source`), writes the file in a worker and saves it as
 * `<filename>-<day>.xlsx`, with progress and Cancel; an export still running when the screen
 * goes is cancelled.
 *
 * @example const xlsx = useSheetExport(useCallback(async (signal, onFraction) => ({ spec, filename: 'payments' }), []));
 */
export function useSheetExport(source: SheetSource): SheetExport {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    let shown = false;
    let done = 0;
    const report = (fraction: number) => {
      done = fraction;
      if (shown) setProgress(Math.round(fraction * 100));
    };
    const timer = setTimeout(() => {
      shown = true;
      setProgress(Math.round(done * 100));
    }, PROGRESS_DELAY_MS);
    try {
      const { spec, filename } = await source(controller.signal, (fraction) => report(fraction * READ_SHARE));
      // The writer (and the worker it starts) load when Export is chosen, not with the list.
      const { writeXlsx } = await import('./writeXlsx');
      const blob = await writeXlsx(spec, (fraction) => report(READ_SHARE + fraction * (1 - READ_SHARE) * 0.9), controller.signal);
      downloadBlob(blob, `${filename}-${isoToDay(new Date().toISOString())}.xlsx`);
    } catch {
      if (!controller.signal.aborted) toast.error('list.export.failed');
    } finally {
      clearTimeout(timer);
      running.current = null;
      setProgress(null);
      setExporting(false);
    }
  }, [source]);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { run, exporting, progress, cancel };
}

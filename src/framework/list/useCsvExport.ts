import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import type { EntityDeclaration } from '../entity/types';
import { useValueFormatter } from '../format/useValueFormatter';
import { buildCsv, csvLines } from './csv';
import { isoToDay } from './dates';
import { downloadText } from './download';
import { columnLabelId, useLabel } from '../entity/labels';
import { fetchListRows } from './export/fetchListRows';
import type { listVariables } from './listVariables';

/** Quick exports finish without a progress bar flashing by. */
const PROGRESS_DELAY_MS = 300;

export interface CsvExport {
  run: () => Promise<void>;
  exporting: boolean;
  /** 0–100 once the export has run longer than the delay, else null. */
  progress: number | null;
}

/** Exports every row matching the list's filter and sort (not only the page) as CSV (fetchListRows). */
export function useCsvExport(declaration: EntityDeclaration, variables: ReturnType<typeof listVariables>, filename: string): CsvExport {
  const client = useApolloClient();
  const format = useValueFormatter();
  const label = useLabel();
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const shown = useRef(false);

  const run = useCallback(async () => {
    setExporting(true);
    const fraction = { value: 0 };
    const timer = setTimeout(() => {
      shown.current = true;
      setProgress(fraction.value * 100);
    }, PROGRESS_DELAY_MS);
    try {
      const rows = await fetchListRows(client, declaration, variables, {
        onChunk: (_, done) => {
          fraction.value = done;
          if (shown.current) setProgress(done * 100);
        },
      });
      const header = declaration.columns.map((column) => label(columnLabelId(declaration.subject, column), column.key));
      downloadText(buildCsv(header, csvLines(declaration.columns, rows, format)), `${filename}-${isoToDay(new Date().toISOString())}.csv`);
    } catch {
      toast.error('errors.generic');
    } finally {
      clearTimeout(timer);
      shown.current = false;
      setProgress(null);
      setExporting(false);
    }
  }, [client, declaration, variables, format, label, filename]);

  return { run, exporting, progress };
}

import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import type { EntityDeclaration } from '../entity/types';
import { useValueFormatter } from '../format/useValueFormatter';
import { buildCsv, csvLines } from './csv';
import { isoToDay } from './dates';
import { downloadText } from './download';
import { columnLabelId, useLabel } from '../entity/labels';
import { listPage, type AnyRow } from './listDocument';
import type { listVariables } from './listVariables';

export const EXPORT_CHUNK = 1000;
/** Quick exports finish without a progress bar flashing by. */
const PROGRESS_DELAY_MS = 300;

export interface CsvExport {
  run: () => Promise<void>;
  exporting: boolean;
  /** 0–100 once the export has run longer than the delay, else null. */
  progress: number | null;
}

/**
 * Exports every row matching the list's filter and sort (not only the page) as CSV, fetched in
 * chunks of 1,000 so a 10,000-row export neither blocks the server nor the tab in one go.
 */
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
      const rows: AnyRow[] = [];
      for (let page = 1, total = Infinity; rows.length < total; page += 1) {
        // Always from the server, and not written to the cache: normalizing 10,000 rows the screen
        // never shows made the export ten times slower in Chromium (about 5 s against 0.5 s).
        const { data } = await client.query({
          query: declaration.operations.list,
          variables: { ...variables, page, pageSize: EXPORT_CHUNK },
          fetchPolicy: 'no-cache',
        });
        const chunk = listPage<typeof declaration.operations.list>(data);
        if (!chunk || chunk.items.length === 0) break;
        rows.push(...(chunk.items as AnyRow[]));
        total = chunk.total;
        fraction.value = rows.length / Math.max(total, 1);
        if (shown.current) setProgress(fraction.value * 100);
      }
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

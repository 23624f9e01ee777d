import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { buildCsv } from '../../framework/list/csv';
import { isoToDay } from '../../framework/list/dates';
import { downloadText } from '../../framework/list/download';
import type { CsvExport } from '../../framework/list/useCsvExport';
import type { ActivityFilter } from '../../gql/graphql';
import { toast } from '../../ui/toast';
import { csvEntryLines, exportHeader, fetchActivity } from './activityExport';

export { EXPORT_LIMIT } from './activityExport';

/** Every entry matching the filter (newest first, up to 10,000) as CSV, in the viewer's language. */
export function useActivityCsv(filter: ActivityFilter): CsvExport {
  const client = useApolloClient();
  const intl = useIntl();
  const format = useValueFormatter();
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const run = async () => {
    setExporting(true);
    try {
      const entries = await fetchActivity(client, filter, (fraction) => setProgress(Math.round(fraction * 100)));
      downloadText(buildCsv(exportHeader(intl), csvEntryLines(entries, intl, format)), `activity-${isoToDay(new Date().toISOString())}.csv`);
    } catch {
      toast.error('activity.export.failed');
    } finally {
      setExporting(false);
      setProgress(null);
    }
  };
  return { run, exporting, progress };
}

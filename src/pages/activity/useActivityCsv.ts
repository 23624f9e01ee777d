import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { buildCsv } from '../../framework/list/csv';
import { isoToDay } from '../../framework/list/dates';
import { downloadText } from '../../framework/list/download';
import type { CsvExport } from '../../framework/list/useCsvExport';
import { ActivityLogDocument } from '../../gql-docs';
import type { ActivityEntryFieldsFragment, ActivityFilter } from '../../gql/graphql';
import { toast } from '../../ui/toast';
import { fieldLabel, subjectLabel } from './activityLabels';

/** The server's largest page of the log. */
const CHUNK = 100;
/** An export is for an audit of a period, not the whole history: filter for more. */
export const EXPORT_LIMIT = 10_000;

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
      const entries: ActivityEntryFieldsFragment[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await client.query({ query: ActivityLogDocument, variables: { filter, page, pageSize: CHUNK }, fetchPolicy: 'no-cache' });
        const result = data!.activity;
        entries.push(...result.items);
        const wanted = Math.min(result.total, EXPORT_LIMIT);
        setProgress(Math.round((entries.length / Math.max(wanted, 1)) * 100));
        if (entries.length >= wanted || result.items.length === 0) break;
      }
      const header = ['when', 'who', 'entity', 'record', 'recordId', 'action', 'fields'].map((column) => intl.formatMessage({ id: `activity.columns.${column}` }));
      const lines = entries.map((entry) => [
        format.dateTime(entry.at), entry.actor?.name ?? '', subjectLabel(intl, entry.subject), entry.recordTitle, entry.recordId,
        intl.formatMessage({ id: `enum.ChangeAction.${entry.action}` }), entry.fieldsChanged.map((field) => fieldLabel(intl, entry.subject, field)).join(', '),
      ]);
      downloadText(buildCsv(header, lines), `activity-${isoToDay(new Date().toISOString())}.csv`);
    } catch {
      toast.error('activity.export.failed');
    } finally {
      setExporting(false);
      setProgress(null);
    }
  };
  return { run, exporting, progress };
}

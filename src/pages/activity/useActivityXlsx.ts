import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { SheetCell, SheetColumn } from '../../framework/list/export/sheet';
import { useSheetExport, type SheetExport } from '../../framework/list/export/useSheetExport';
import type { ActivityFilter } from '../../gql/graphql';
import { entryTexts, exportHeader, fetchActivity } from './activityExport';

/**
 * The entries matching the filter (newest first, up to 10,000) as .xlsx: "when" a date cell (in
 * fa with its Jalali day beside it), the rest as the log shows them.
 */
export function useActivityXlsx(filter: ActivityFilter): SheetExport {
  const client = useApolloClient();
  const intl = useIntl();
  const source = useCallback(
    async (signal: AbortSignal, onFraction: (fraction: number) => void) => {
      const { DATE_TIME_FORMAT, dateCell, jalaliText } = await import('../../framework/list/export/sheetValues');
      const fa = intl.locale.startsWith('fa');
      const entries = await fetchActivity(client, filter, onFraction, signal);
      const [when, ...rest] = exportHeader(intl);
      const columns: SheetColumn[] = [
        { header: when, format: DATE_TIME_FORMAT },
        ...(fa ? [{ header: intl.formatMessage({ id: 'list.export.jalaliColumn' }, { column: when }) }] : []),
        ...rest.map((header) => ({ header })),
      ];
      const rows = entries.map((entry): SheetCell[] => [dateCell(entry.at), ...(fa ? [jalaliText(entry.at)] : []), ...entryTexts(entry, intl)]);
      return { spec: { name: intl.formatMessage({ id: 'activity.title' }), rightToLeft: fa, columns, rows }, filename: 'activity' };
    },
    [client, filter, intl],
  );
  return useSheetExport(source);
}

import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { TrashDocument } from '../../../gql-docs';
import type { SheetCell, SheetColumn } from '../export/sheet';
import { useSheetExport, type SheetExport } from '../export/useSheetExport';

/** Rows per request of the trash's export. */
const CHUNK = 500;

/**
 * The entity's trash as .xlsx, as the screen lists it: the item, when it was deleted and by whom,
 * and when it goes for good; the two instants are date cells, in fa each with its Jalali day.
 */
export function useTrashXlsx(subject: EntitySubject, title: string, filename: string): SheetExport {
  const client = useApolloClient();
  const intl = useIntl();
  const source = useCallback(
    async (signal: AbortSignal, onFraction: (fraction: number) => void) => {
      const { DATE_TIME_FORMAT, dateCell, jalaliText } = await import('../export/sheetValues');
      const fa = intl.locale.startsWith('fa');
      const items = [];
      for (let page = 1; ; page += 1) {
        signal.throwIfAborted();
        const { data } = await client.query({ query: TrashDocument, variables: { subject, page, pageSize: CHUNK }, fetchPolicy: 'no-cache' });
        const trash = data!.trash;
        items.push(...trash.items);
        onFraction(items.length / Math.max(trash.total, 1));
        if (items.length >= trash.total || trash.items.length === 0) break;
      }
      const header = (column: string) => intl.formatMessage({ id: `undo.trash.columns.${column}` });
      const dated = (column: string): SheetColumn[] => [
        { header: header(column), format: DATE_TIME_FORMAT },
        ...(fa ? [{ header: intl.formatMessage({ id: 'list.export.jalaliColumn' }, { column: header(column) }) }] : []),
      ];
      const dates = (iso: string): SheetCell[] => [dateCell(iso), ...(fa ? [jalaliText(iso)] : [])];
      const columns: SheetColumn[] = [{ header: header('label') }, ...dated('deletedAt'), { header: header('deletedBy') }, ...dated('purgeAt')];
      const rows = items.map((item): SheetCell[] => [
        item.cascadeCount > 0 ? intl.formatMessage({ id: 'undo.trash.withCascade' }, { label: item.label, count: item.cascadeCount }) : item.label,
        ...dates(item.deletedAt), item.deletedBy?.name ?? '', ...dates(item.purgeAt),
      ]);
      return { spec: { name: title, rightToLeft: fa, columns, rows }, filename };
    },
    [client, intl, subject, title, filename],
  );
  return useSheetExport(source);
}

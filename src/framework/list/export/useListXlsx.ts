import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { columnLabelId, useLabel } from '../../entity/labels';
import type { ColumnDef, EntityDeclaration } from '../../entity/types';
import { useValueFormatter } from '../../format/useValueFormatter';
import { fetchListRows } from './fetchListRows';
import type { SheetPart } from './listSheet';
import type { SheetCell } from './sheet';
import { useSheetExport, type SheetExport } from './useSheetExport';

/** Rows to XLSX cells: the columns a list shows, with the header labels in the UI's language. */
export function useListSheetOptions() {
  const intl = useIntl();
  const format = useValueFormatter();
  const label = useLabel();
  return useCallback(
    (declaration: EntityDeclaration) => ({
      header: (column: ColumnDef) => label(columnLabelId(declaration.subject, column), column.key),
      format,
      jalali: intl.locale.startsWith('fa'),
      jalaliHeader: (header: string) => intl.formatMessage({ id: 'list.export.jalaliColumn' }, { column: header }),
      rightToLeft: intl.locale.startsWith('fa'),
    }),
    [intl, format, label],
  );
}

export interface ListXlsxInput {
  declaration: EntityDeclaration;
  /** The list's query variables (filter, search, sort); pages are the export's own. */
  variables: Record<string, unknown>;
  /** The columns shown, in their order (the column chooser's keys, or a panel's own column declarations). */
  columnKeys: readonly (string | ColumnDef)[];
  /** The sheet's name: the list's title in the UI language. */
  title: string;
  /** The file's name before its day (`payments` → `payments-2026-11-26.xlsx`). */
  filename: string;
}

/**
 * Exports every row the list's filter and search select, in its sort, as .xlsx: its visible
 * columns in their order, typed cells (listSheet.ts), one sheet named after the list. Each chunk
 * of rows becomes cells as it arrives, so the main thread never holds a long task.
 *
 * @example const xlsx = useListXlsx({ declaration, variables: list.variables, columnKeys: visible.keys, title, filename: segment });
 */
export function useListXlsx({ declaration, variables, columnKeys, title, filename }: ListXlsxInput): SheetExport {
  const client = useApolloClient();
  const optionsOf = useListSheetOptions();
  const source = useCallback(
    async (signal: AbortSignal, onFraction: (fraction: number) => void) => {
      const { listSheetParts, sheetRowOf } = await import('./listSheet');
      const options = optionsOf(declaration);
      const columns = columnKeys
        .map((key) => (typeof key === 'string' ? declaration.columns.find((column) => column.key === key) : key))
        .filter((column): column is ColumnDef => !!column);
      let parts: SheetPart[] | null = null;
      const rows: SheetCell[][] = [];
      await fetchListRows(client, declaration, variables, {
        signal,
        onChunk: (chunk, fraction) => {
          // The first rows tell which untyped columns hold instants.
          parts ??= listSheetParts(columns, chunk, options);
          const toCells = sheetRowOf(parts);
          for (const row of chunk) rows.push(toCells(row));
          onFraction(fraction);
        },
      });
      parts ??= listSheetParts(columns, [], options);
      return { spec: { name: title, rightToLeft: options.rightToLeft, columns: parts.map((part) => part.column), rows }, filename };
    },
    [client, declaration, variables, columnKeys, title, filename, optionsOf],
  );
  return useSheetExport(source);
}

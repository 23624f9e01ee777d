import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { EntityDeclaration } from '../entity/types';
import { useRowTitle } from '../entity/references';
import { useValueFormatter } from '../format/useValueFormatter';
import { useElementWidth } from '../list/fit/useElementWidth';
import { ListCell } from '../list/ListCell';
import { useListContext } from '../list/ListContext';
import type { AnyRow } from '../list/listDocument';
import { SaveAnnouncer, SaveMark } from '../list/inline/SaveMark';
import { cellSaveKey } from '../list/inline/cellFields';
import { useGridEditing } from '../list/inline/useGridEditing';
import { DataTable } from '../list/table/DataTable';
import type { TableColumn } from '../list/tableColumns';
import { tableHeight } from '../list/tableModel';
import { RelatedPanel, type PanelAdd } from './RelatedPanel';
import { PanelExport } from './PanelExport';
import { useListXlsx } from '../list/export/useListXlsx';
import { entityKey } from '../entity/labels';
import { usePanelColumns, type PanelColumn } from './usePanelColumns';
import { useOwnSaveKey } from './useOwnSaveKey';

/** Where a row's title goes: its form (or the screen that edits it), with history state (`returnToState(…)`). */
export type RowTarget = { href: string; state?: unknown };

export interface RelatedGridProps {
  /** The related entity (a season's episodes: media): its columns, its form's fields and rules, its update. */
  declaration: EntityDeclaration;
  /** Message ids: the heading (also the grid's name) and the text shown when there are no rows. */
  title: string;
  empty: string;
  /** The columns shown, in order (all the entity's declared columns without it); a constant, not a new array each render. */
  columns?: readonly PanelColumn[];
  /** Where a row's title opens. */
  open: (row: AnyRow) => RowTarget;
  add?: PanelAdd;
}

const NONE: ReadonlySet<string> = new Set();
const ignore = () => undefined;

/**
 * The rows that belong to the record being edited (a serial's seasons, a product's modules) as a
 * small grid that edits in place, as the manage screen's does (useGridEditing: the entity's
 * fields, its viewer's rules and `cellLock`, saving marks, paste, undo; the same keys). The row's
 * title links to its form, and Enter on it opens it. The rows are the list's in context
 * (ListProvider); loading, failed and empty are the panel's (RelatedPanel). It sits under a form,
 * outside it: Enter in a cell never submits the form, and Ctrl+S in the grid saves the cell
 * being edited, not the form (useOwnSaveKey).
 *
 * @example <ListProvider value={list}><RelatedGrid declaration={seasons} title="serial.panels.seasons" empty="serial.panels.noSeasons" columns={COLUMNS} open={(row) => ({ href: urls.edit('Season', row.id) })} /></ListProvider>
 */
export function RelatedGrid({ declaration, title, empty, columns: picked, open, add }: RelatedGridProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useValueFormatter();
  const headingId = useId();
  const list = useListContext();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const { columns, rowHeader } = usePanelColumns(declaration, picked, width);
  // The file has every column the panel names, whatever the card's width leaves on screen.
  const xlsx = useListXlsx({
    declaration, variables: list.variables, columnKeys: picked ?? declaration.columns.map((column) => column.key),
    title: intl.formatMessage({ id: title }), filename: entityKey(declaration.subject),
  });
  const rowTitle = useRowTitle(declaration);
  // The latest `open` for callbacks that keep one identity (the grid's rows stay memoized).
  const target = useRef(open);
  target.current = open;
  const { rows } = list;
  // Enter on a cell edited in the form (a file, rich text) opens the row's form at that field.
  const openForm = useCallback(
    (id: string, field: string) => {
      const row = list.rows.find((candidate) => candidate.id === id);
      if (!row) return;
      const { href, state } = target.current(row);
      navigate(href, { state: { ...(state as object | undefined), field } });
    },
    [list.rows, navigate],
  );
  const { editing, saves, overlay } = useGridEditing(declaration, format, openForm);
  const ownSave = useOwnSaveKey();
  const renderCell = useCallback(
    (row: AnyRow, column: TableColumn): ReactNode => {
      let content = <ListCell def={column.def!} kind={column.kind} row={row} format={format} />;
      if (column.key === rowHeader) {
        const { href, state } = target.current(row);
        content = <Link to={href} state={state}>{content}</Link>;
      }
      return <>{content}{editing && <SaveMark saves={saves} id={row.id} field={cellSaveKey(declaration, column.key)} />}</>;
    },
    [format, rowHeader, editing, saves, declaration],
  );
  const onRowAction = useCallback(
    (id: string) => {
      const row = list.rows.find((candidate) => candidate.id === id);
      if (!row) return;
      const { href, state } = target.current(row);
      navigate(href, { state });
    },
    [list.rows, navigate],
  );
  return (
    <RelatedPanel
      title={title} empty={empty} headingId={headingId} hasRows={rows.length > 0} add={add} className="related-grid"
      tools={rows.length > 0 && <PanelExport xlsx={xlsx} />}
    >
      <div ref={box} className="related-grid__table" style={{ blockSize: tableHeight(rows.length) }} {...ownSave}>
        <DataTable
          title={intl.formatMessage({ id: title })}
          columns={columns}
          rows={rows}
          rowHeader={rowHeader}
          renderCell={renderCell}
          rowName={rowTitle}
          selectable={false}
          selected={NONE}
          disabled={NONE}
          onSelectionChange={ignore}
          onRowAction={onRowAction}
          onSortChange={ignore}
          empty={null}
          editing={editing}
        />
        {editing && <SaveAnnouncer saves={saves} />}
        {overlay}
      </div>
    </RelatedPanel>
  );
}

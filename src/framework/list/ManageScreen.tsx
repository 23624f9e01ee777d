import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ProgressBar } from '../../ui/kit/Progress';
import { useRouteSegment } from '../entity/entityRoute';
import { entityPaths } from '../../paths';
import { listReturnState } from '../form/returnTo';
import { useRowTitle } from '../entity/references';
import { entityKey } from '../entity/labels';
import type { EntityDeclaration, EntityOperations } from '../entity/types';
import { DeleteConfirmation, type PendingDelete } from './DeleteConfirmation';
import { FilterBar } from './FilterBar';
import { useElementWidth } from './fit/useElementWidth';
import { useTableFit } from './fit/useTableFit';
import type { AnyRow } from './listDocument';
import { ListProvider } from './ListContext';
import { ListPagination } from './ListPagination';
import { ListStates } from './ListStates';
import { ListTable } from './ListTable';
import { ListSkeleton } from './ListSkeleton';
import { showsCards } from './cards/cardLayout';
import { ManageHeader } from './ManageHeader';
import { useCsvExport } from './useCsvExport';
import { ListPrintView } from './print/ListPrintView';
import { usePrint } from '../display/usePrint';
import { useListXlsx } from './export/useListXlsx';
import { useFormPrefetch } from './useFormPrefetch';
import { usePrimedModality } from './primeModality';
import { useListController, type ListController } from './useListController';
import { BulkEditHost } from './bulkEdit/BulkEditHost';
import { UndoNotice } from './trash/UndoNotice';
import { ListViewTools } from './views/ListViewTools';
import { LiveBanner } from './live/LiveBanner';
import { joinsInPlace } from './live/liveChanges';
import { useLiveRows } from './live/useLiveRows';
import { useVisibleColumns } from './views/useVisibleColumns';
import './list.css';
import { useRouterStateReader } from '../../ui/routerState';

/** The add/edit drawer of a drawer entity, built by the form screen; `close` ends it. */
export interface ManageDrawer {
  renderNew(close: () => void): ReactNode;
  renderEdit(id: string, close: () => void): ReactNode;
}

export interface ManageScreenProps<Ops extends EntityOperations = EntityOperations> {
  declaration: EntityDeclaration<Ops>;
  drawer?: ManageDrawer;
  /** Override what "New" and "Edit" do (default: the drawer for drawer entities, else the form route). */
  onCreate?: () => void;
  /** Opens a row (`field`: focused on that field, from a cell edited in the form). */
  onEdit?: (id: string, field?: string) => void;
  /** False for entities without a new screen (payments): no "New" button even when create is allowed. */
  hasNew?: boolean;
  /** The CSV import's button beside Export (the screens layer supplies it: the import sits above the list). */
  importButton?: ComponentType<{ declaration: EntityDeclaration; title: string }>;
  /** Starts the form's chunks (the screens layer knows them): on intent and once the list is idle. */
  prefetchForm?: () => Promise<unknown>;
}

/** The cards load on a phone only: a desktop's lists never fetch them (bench/budgets.json). */
const ListCards = lazy(() => import('./cards/ListCards').then((module) => ({ default: module.ListCards })));

type DrawerState = { mode: 'new' } | { mode: 'edit'; id: string } | null;

/**
 * The generic manage screen: header, filter bar, table, pagination, confirmations and the
 * drawer. All list state comes from useListController (the out-of-range page fix included),
 * handed to the list pieces through ListProvider; this view only wires it up. The route's segment
 * (EntityRouteProvider) gives the title `nav.entities.<segment>` and the new and edit links.
 *
 * @example <ManageScreen declaration={languages} drawer={languageDrawer} />
 */
export function ManageScreen<Ops extends EntityOperations>(props: ManageScreenProps<Ops>) {
  const declaration = props.declaration as unknown as EntityDeclaration;
  const { drawer } = props;
  const segment = useRouteSegment();
  const intl = useIntl();
  const navigate = useNavigate();
  // The form returns to this list with its page, sort and filters.
  const location = useLocation();
  const headingId = useId();
  const list = useListController(declaration) as ListController<AnyRow>;
  const { params, permissions } = list;
  const live = useLiveRows(declaration, list, joinsInPlace(declaration.defaultFilter, params.state));
  const csv = useCsvExport(declaration, list.variables, segment);
  // Ctrl+P or Print: the rows the list holds, every one of them, as a table built for paper.
  const paper = usePrint(true);
  const titleOf = useRowTitle(declaration);
  const [pending, setPending] = useState<PendingDelete>(null);
  const [drawerState, setDrawerState] = useState<DrawerState>(null);
  const visible = useVisibleColumns(declaration);
  // The table fits the card: its columns are picked and sized for the card's width; below 600 px rows are cards.
  const card = useRef<HTMLElement>(null);
  const width = useElementWidth(card);
  const fit = useTableFit({ declaration, permissions, keys: visible.keys, chosen: visible.chosen, width });
  const shown = useMemo(() => ({ shown: fit.columns.map((column) => column.key), hidden: fit.hidden, overflow: fit.overflow }), [fit]);
  const [bulkRows, setBulkRows] = useState<AnyRow[] | null>(null);
  const useDrawer = !!(declaration.drawer && drawer);
  const title = intl.formatMessage({ id: `nav.entities.${segment}` });
  const xlsx = useListXlsx({ declaration, variables: list.variables, columnKeys: visible.keys, title, filename: segment });
  // Ahead of the first press: the form's chunks, and the modality the press would set (a re-render of the table).
  const formIntent = useFormPrefetch(props.prefetchForm, !list.initialLoading);
  const modality = usePrimedModality(!list.initialLoading);

  const onCreate = props.onCreate ?? (() => (useDrawer ? setDrawerState({ mode: 'new' }) : navigate(entityPaths.new(segment), { state: listReturnState(location.search) })));
  // Stable callbacks keep the table's memoized rows valid (see ListTable).
  const editProp = props.onEdit;
  // The query string is read when a row opens: a dependency on it renders every cell again on each page, sort or size change.
  const routerState = useRouterStateReader();
  const onEdit = useCallback(
    // `field`: opened from a cell edited in the form, which then focuses that field.
    (id: string, field?: string) =>
      editProp ? editProp(id, field) : useDrawer ? setDrawerState({ mode: 'edit', id }) : navigate(entityPaths.edit(segment, id), { state: { ...listReturnState(routerState().location.search), field } }),
    [editProp, useDrawer, navigate, segment, routerState],
  );
  const impactOf = useCallback(
    (rows: AnyRow[]) => declaration.deleteImpact && { messageId: declaration.deleteImpact.messageId, count: rows.reduce((sum, row) => sum + declaration.deleteImpact!.count(row as never), 0) },
    [declaration],
  );
  const onDelete = useCallback(
    (row: AnyRow) => setPending({ kind: 'one', id: row.id, name: titleOf(row), impact: impactOf([row]) }),
    [titleOf, impactOf],
  );
  // A snapshot page (All) does not follow the cache: what the drawer saved shows after a refetch.
  const { snapshot, refetch } = list;
  const closeDrawer = useCallback(() => {
    setDrawerState(null);
    if (snapshot) refetch();
  }, [snapshot, refetch]);

  const rowHandlers = {
    onEdit,
    onDelete,
    onBulkEdit: () => setBulkRows(list.rows.filter((row) => list.selection.ids.has(row.id))),
    onBulkDelete: () => setPending({ kind: 'many', ids: [...list.selection.ids], impact: impactOf(list.rows.filter((row) => list.selection.ids.has(row.id))) }),
  };

  const confirm = async (target: NonNullable<PendingDelete>) => {
    if (target.kind === 'one') await list.deleteOne(target.id, target.name);
    else if (await list.deleteMany(target.ids)) list.selection.clear();
  };

  return (
    <ListProvider value={list}>
      <section ref={card} className={showsCards(width) ? 'card list-screen list-screen--cards' : 'card list-screen'} aria-labelledby={headingId}
        onPointerOver={formIntent.onPointerOver} onFocus={(event) => { formIntent.onFocus(event); modality.onFocus(event); }}
      >
        <ManageHeader
          title={title}
          headingId={headingId}
          total={list.initialLoading || list.error ? undefined : list.total}
          create={permissions.canCreate && props.hasNew !== false ? { onPress: onCreate, label: intl.formatMessage({ id: `${entityKey(declaration.subject)}.add` }) } : undefined}
          csv={csv}
          xlsx={xlsx}
          tools={<ListViewTools declaration={declaration} columns={visible} fit={shown} />}
          importTool={props.importButton && <props.importButton declaration={declaration} title={title} />}
          print={paper.print}
        />
        <FilterBar declaration={declaration} params={params} />
        <UndoNotice declaration={declaration} headingId={headingId} />
        <LiveBanner live={live} />
        {list.loading && !list.initialLoading && (
          <ProgressBar isIndeterminate size="S" width="100%" aria-label={intl.formatMessage({ id: 'common.loading' })} className="list-refreshing" />
        )}
        <ListStates loading={{ columns: declaration.columns.length + 1, rows: Math.min(params.state.pageSize ?? 10, 10) }}>
          {showsCards(width) ? (
            <Suspense fallback={<ListSkeleton columns={1} rows={Math.min(params.state.pageSize ?? 10, 10)} />}>
              <ListCards declaration={declaration} title={title} selectable={fit.selectable} leaving={live.leaving} {...rowHandlers} />
            </Suspense>
          ) : (
            <ListTable declaration={declaration} title={title} fit={fit} leaving={live.leaving} {...rowHandlers} />
          )}
        </ListStates>
        <ListPagination />
        <DeleteConfirmation pending={pending} onConfirm={(target) => void confirm(target)} onClose={() => setPending(null)} />
        <BulkEditHost declaration={declaration} rows={bulkRows} onDone={list.selection.set} close={() => setBulkRows(null)} />
        {drawer && drawerState?.mode === 'new' && drawer.renderNew(closeDrawer)}
        {drawer && drawerState?.mode === 'edit' && drawer.renderEdit(drawerState.id, closeDrawer)}
        {paper.printing && <ListPrintView declaration={declaration} title={title} keys={visible.keys} rows={list.rows} state={params.state} />}
      </section>
    </ListProvider>
  );
}

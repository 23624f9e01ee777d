import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Selection } from 'react-aria-components';
import { ActionBarContainer } from '../../../ui/kit/ActionBar';
import { Checkbox } from '../../../ui/kit/Checkbox';
import { ListView, ListViewItem } from '../../../ui/kit/ListView';
import { VirtualRows } from '../../../ui/kit/VirtualRows';
import { columnLabelId, useLabel } from '../../entity/labels';
import { useRowTitle } from '../../entity/references';
import { useValueFormatter } from '../../format/useValueFormatter';
import { BulkActionBar } from '../BulkActionBar';
import { useListContext } from '../ListContext';
import { ListCell } from '../ListCell';
import { ListEmptyState } from '../ListEmptyState';
import { RowActions } from '../RowActions';
import { TruncationTip } from '../TruncationTip';
import { useRowAccess } from '../useRowAccess';
import type { ListTableProps } from '../ListTable';
import { CardActions } from './CardActions';
import { CardDetails } from './CardDetails';
import { cardFields } from './cardFields';
import { CardsToolbar } from './CardsToolbar';
import './listCards.css';

/** The table's props but its fitted columns: cards show no columns. */
export interface ListCardsProps extends Omit<ListTableProps, 'fit'> {
  /** Whether rows can be selected (delete, bulk edit or bulk actions), as the table's checkboxes. */
  selectable: boolean;
}

/** Controls inside the cards: reached with the arrow keys, so the list stays one tab stop. */
const CONTROLS = '.list-card :is(a[href], button, input)';
/** Cards shown at once at most: a longer page (All) keeps only those in view, in a box of its own. */
const UNWINDOWED = 100;
/** A card's height with two values (px): the windowed list's estimate before it measures. */
const CARD_HEIGHT = 127;

/**
 * The list on a phone: each row a card with its title, status and the declaration's two most
 * important values (cardFields), its actions and, when the list has bulk actions, its checkbox.
 * One tab stop, as the table: the arrow keys move between cards and into a card's actions, Enter
 * (or a tap while nothing is selected) opens the row as its edit action does, Space selects it.
 * A page longer than 100 rows (All) shows only the cards in view, scrolling in a box of its own.
 * The rows, sort and selection are the list's in context (ListProvider).
 */
export function ListCards({ declaration, title, onEdit, onDelete, onBulkDelete, onBulkEdit, selectable, leaving }: ListCardsProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const label = useLabel();
  const list = useListContext();
  const { permissions, selection, rows } = list;
  const { openable, disabled } = useRowAccess(declaration, permissions, rows);
  const rowTitle = useRowTitle(declaration);
  const fields = useMemo(() => cardFields(declaration), [declaration]);
  const values = useMemo(
    () => fields.values.map((def) => ({ def, label: label(columnLabelId(declaration.subject, def), def.key) })),
    [fields, declaration.subject, label],
  );
  const onSelectionChange = useCallback((keys: Selection) => (keys === 'all' ? selection.selectAll() : selection.set([...keys].map(String))), [selection]);

  const windowed = rows.length > UNWINDOWED;
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.querySelectorAll<HTMLElement>(CONTROLS).forEach((control) => (control.tabIndex = -1));
  });

  const cardsView = (
    <ListView
      aria-label={title}
      items={rows}
      selectionMode={selectable ? 'multiple' : 'none'}
      selectionBehavior="toggle"
      selectedKeys={selection.ids}
      onSelectionChange={onSelectionChange}
      disabledKeys={disabled}
      disabledBehavior="selection"
      onAction={openable ? (key) => onEdit(String(key)) : undefined}
      renderEmptyState={() => <ListEmptyState filtered={list.params.hasFilters} />}
      className="list-cards__list"
      style={windowed ? { blockSize: 'calc(100dvh - 120px)', overflow: 'auto' } : undefined}
    >
      {(row) => (
        <ListViewItem
          id={row.id}
          textValue={rowTitle(row)}
          checkbox={<Checkbox slot="selection" aria-label={intl.formatMessage({ id: 'list.grid.selectRow' }, { name: rowTitle(row) })} />}
          className={leaving?.has(row.id) ? 'list-card list-card--leaving' : 'list-card'}
          description={<CardDetails row={row} status={fields.status} values={values} format={format} />}
          actions={
            <CardActions>
              <RowActions row={row} declaration={declaration} permissions={permissions} onEdit={onEdit} onDelete={onDelete} />
            </CardActions>
          }
        >
          <span className="list-card__title">
            <ListCell def={fields.title} kind={fields.title.kind} row={row} format={format} />
          </span>
        </ListViewItem>
      )}
    </ListView>
  );

  return (
    <TruncationTip>
      <div ref={box} className="list-cards">
        <CardsToolbar declaration={declaration} selectable={selectable} selectableCount={rows.length - disabled.size} />
        <ActionBarContainer>
          {windowed ? <VirtualRows estimatedRowHeight={CARD_HEIGHT}>{cardsView}</VirtualRows> : cardsView}
          <BulkActionBar declaration={declaration} list={list} onBulkDelete={onBulkDelete} onBulkEdit={onBulkEdit} />
        </ActionBarContainer>
      </div>
    </TruncationTip>
  );
}

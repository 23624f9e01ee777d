import { useIntl } from 'react-intl';
import { Checkbox } from '../../../ui/kit/Checkbox';
import { Picker } from '../../../ui/kit/Picker';
import { columnLabelId, useLabel } from '../../entity/labels';
import type { EntityDeclaration } from '../../entity/types';
import { useListContext } from '../ListContext';
import { cardSortOptions, sortKey } from './cardSort';

interface Props {
  declaration: EntityDeclaration;
  selectable: boolean;
  /** Rows of the page that can be selected. */
  selectableCount: number;
}

/** The page's order when it is none a column offers (the abuse queue's open reports first). */
const DEFAULT = 'default';

/**
 * Above the cards, what the table's header row does: Select All (when rows can be selected) and
 * the order, each sortable column either way.
 */
export function CardsToolbar({ declaration, selectable, selectableCount }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const { params, selection } = useListContext();
  const options = cardSortOptions(declaration);
  const current = params.state.sort ?? declaration.defaultSort ?? null;
  const currentKey = current ? sortKey(current) : DEFAULT;
  const known = options.some((option) => option.key === currentKey);
  const items = [
    ...(known ? [] : [{ key: currentKey, label: intl.formatMessage({ id: 'list.cards.defaultOrder' }) }]),
    ...options.map((option) => ({
      key: option.key,
      label: intl.formatMessage(
        { id: option.sort.direction === 'ASC' ? 'list.cards.ascending' : 'list.cards.descending' },
        { column: label(columnLabelId(declaration.subject, option.column), option.column.key) },
      ),
    })),
  ];
  const all = selectableCount > 0 && selection.ids.size >= selectableCount;

  return (
    <div className="list-cards__toolbar">
      {selectable && (
        <Checkbox
          isSelected={all}
          isIndeterminate={selection.ids.size > 0 && !all}
          isDisabled={selectableCount === 0}
          onChange={(on) => (on ? selection.selectAll() : selection.clear())}
        >
          {intl.formatMessage({ id: 'list.grid.selectAll' })}
        </Checkbox>
      )}
      {options.length > 0 && (
        <Picker
          label={intl.formatMessage({ id: 'list.cards.sort' })}
          labelPosition="side"
          width="auto"
          options={items}
          selectedKey={currentKey}
          onChange={(key) => {
            const option = options.find((candidate) => candidate.key === key);
            if (option) params.setSort(option.sort);
          }}
        />
      )}
    </div>
  );
}

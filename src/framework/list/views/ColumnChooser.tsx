import { ActionButton, Item, Menu, MenuTrigger, Text } from '@adobe/react-spectrum';
import { IconColumns } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../../ui/AppIcon';
import { columnLabelId, useLabel } from '../../entity/labels';
import type { EntityDeclaration } from '../../entity/types';
import type { VisibleColumns } from './useVisibleColumns';
import { rowHeaderKey } from './visibleColumns';

interface Props {
  declaration: EntityDeclaration;
  columns: VisibleColumns;
}

/**
 * "Columns": a menu of checkable columns. The row's name cannot be hidden (nor the actions, which
 * are not listed); the choice goes to the URL, so it is kept by views and links.
 */
export function ColumnChooser({ declaration, columns }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const items = declaration.columns.map((def) => ({ key: def.key, name: label(columnLabelId(declaration.subject, def), def.key) }));
  const header = rowHeaderKey(declaration);
  return (
    <MenuTrigger>
      <ActionButton>
        <AppIcon icon={IconColumns} />
        <Text>{intl.formatMessage({ id: 'views.columns.button' })}</Text>
      </ActionButton>
      <Menu
        items={items}
        selectionMode="multiple"
        selectedKeys={columns.keys}
        disabledKeys={header ? [header] : []}
        disallowEmptySelection
        onSelectionChange={(keys) => columns.set(keys === 'all' ? items.map((item) => item.key) : [...keys].map(String))}
      >
        {(item) => <Item key={item.key}>{item.name}</Item>}
      </Menu>
    </MenuTrigger>
  );
}

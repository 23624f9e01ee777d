import { ActionButton, Item, Menu, MenuTrigger, Section, Text } from '@adobe/react-spectrum';
import { IconColumns } from '@tabler/icons-react';
import type { Selection } from '@react-types/shared';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../../ui/AppIcon';
import { columnLabelId, useLabel } from '../../entity/labels';
import type { EntityDeclaration } from '../../entity/types';
import type { VisibleColumns } from './useVisibleColumns';
import { rowHeaderKey } from './visibleColumns';

/** The columns the table shows now, and those the card's width left out. */
export interface ShownColumns {
  shown: readonly string[];
  hidden: readonly string[];
  /** Px by which chosen columns are wider than the card. */
  overflow: number;
}

interface Props {
  declaration: EntityDeclaration;
  columns: VisibleColumns;
  fit: ShownColumns;
}

/** The "Fit to width" item: checked while the width picks the columns. */
const FIT = '__fit';

/**
 * "Columns": "Fit to width" and a checkable item per column. While fitting, the columns that do
 * not fit are unchecked and say so; checking one (or unchecking a shown one) makes the columns the
 * user's choice, shown whatever the width (the table then scrolls sideways if it must, and the fit
 * item says so); checking "Fit to width" again hands the choice back. The row's name cannot be
 * hidden (nor the actions, which are not listed); the choice goes to the URL, so views and links
 * keep it.
 */
export function ColumnChooser({ declaration, columns, fit }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const t = (id: string) => intl.formatMessage({ id });
  const hidden = new Set(fit.hidden);
  const items = declaration.columns.map((def) => ({ key: def.key, name: label(columnLabelId(declaration.subject, def), def.key), hidden: hidden.has(def.key) }));
  const header = rowHeaderKey(declaration);
  const selected = columns.chosen ? fit.shown : [FIT, ...fit.shown];
  const fitNote = columns.chosen ? (fit.overflow > 0 ? t('views.columns.overflow') : null) : t('views.columns.fitNote');

  const onSelectionChange = (keys: Selection) => {
    const next = keys === 'all' ? [FIT, ...items.map((item) => item.key)] : [...keys].map(String);
    const fitting = next.includes(FIT);
    if (fitting && columns.chosen) return columns.set(null);
    // Unchecking "Fit to width" keeps what shows now, as the user's choice.
    if (!fitting && !columns.chosen) return columns.set(fit.shown);
    columns.set(next.filter((key) => key !== FIT));
  };

  return (
    <MenuTrigger>
      <ActionButton>
        <AppIcon icon={IconColumns} />
        <Text>{t('views.columns.button')}</Text>
      </ActionButton>
      <Menu selectionMode="multiple" selectedKeys={selected} disabledKeys={header ? [header] : []} disallowEmptySelection onSelectionChange={onSelectionChange}>
        <Section key="fit">
          <Item key={FIT} textValue={t('views.columns.fit')}>
            <Text>{t('views.columns.fit')}</Text>
            {fitNote ? <Text slot="description">{fitNote}</Text> : null}
          </Item>
        </Section>
        <Section key="columns" title={t('views.columns.title')} items={items}>
          {(item) => (
            <Item key={item.key} textValue={item.name}>
              <Text>{item.name}</Text>
              {item.hidden ? <Text slot="description">{t('views.columns.hiddenForWidth')}</Text> : null}
            </Item>
          )}
        </Section>
      </Menu>
    </MenuTrigger>
  );
}

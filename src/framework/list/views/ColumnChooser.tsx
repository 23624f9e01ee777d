import { IconColumns } from '@tabler/icons-react';
import type { Selection } from '@react-types/shared';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../../ui/AppIcon';
import { ActionButton } from '../../../ui/kit/ActionButton';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../../../ui/kit/Menu';
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
 * "Columns" ("2 columns hidden" while the width leaves columns out): "Fit to width" and a
 * checkable item per column. While fitting, the columns that do not fit are unchecked and say
 * so; checking one (or unchecking a shown one) makes the columns the user's choice, shown
 * whatever the width (the table then scrolls sideways if it must, and the fit item says so); checking "Fit to width" again hands the choice back. The row's name cannot be
 * hidden (nor the actions, which are not listed); the choice goes to the URL, so views and links
 * keep it, and is kept for the list (useVisibleColumns).
 */
export function ColumnChooser({ declaration, columns, fit }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const t = (id: string) => intl.formatMessage({ id });
  const hidden = new Set(fit.hidden);
  const items = declaration.columns.map((def) => ({ key: def.key, name: label(columnLabelId(declaration.subject, def), def.key), hidden: hidden.has(def.key) }));
  const header = rowHeaderKey(declaration);
  const selected = columns.chosen ? fit.shown : [FIT, ...fit.shown];
  // Said on the button, on the list's face: how many columns the width leaves out now.
  const hiddenNow = columns.chosen ? 0 : fit.hidden.length;
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
        <span>{hiddenNow > 0 ? intl.formatMessage({ id: 'views.columns.hiddenCount' }, { count: hiddenNow }) : t('views.columns.button')}</span>
      </ActionButton>
      <Menu selectionMode="multiple" selectedKeys={selected} disabledKeys={header ? [header] : []} disallowEmptySelection onSelectionChange={onSelectionChange}>
        <MenuSection id="fit">
          <MenuItem id={FIT} textValue={t('views.columns.fit')} description={fitNote ?? undefined}>
            {t('views.columns.fit')}
          </MenuItem>
        </MenuSection>
        <MenuSection id="columns" title={t('views.columns.title')} items={items}>
          {(item) => (
            <MenuItem id={item.key} textValue={item.name} description={item.hidden ? t('views.columns.hiddenForWidth') : undefined}>
              {item.name}
            </MenuItem>
          )}
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

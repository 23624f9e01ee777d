import { IconArrowUpRight, IconBolt, IconDots, IconEye, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Key } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { toast } from '../../ui/toast';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Menu, MenuItem, MenuTrigger } from '../../ui/kit/Menu';
import { Tooltip, TooltipTrigger } from '../../ui/kit/Tooltip';
import type { RecordAction } from '../entity/types';
import { useWhy } from '../format/why/useWhy';
import type { AnyRow } from './listDocument';
import type { RowActionItem } from './rowActionItems';

interface Props {
  items: RowActionItem[];
  row: AnyRow;
  /** The row's title, for the button's name. */
  name: string;
  /** The rows' entity, for "Why?" on a refused delete. */
  subject: EntitySubject;
  running: boolean;
  onRun: (action: RecordAction<AnyRow>) => void;
  /** Open the row (its edit screen or drawer), keeping the list's state as the row's link does. */
  onOpen: () => void;
  onDelete: () => void;
}

interface Entry {
  key: string;
  text: string;
  icon: Parameters<typeof AppIcon>[0]['icon'];
  href?: string;
  description?: string;
}

const keyOf = (item: RowActionItem): string =>
  item.kind === 'record' ? `record:${item.action.key}` : item.kind === 'link' ? `link:${item.link.label}` : item.kind;

/**
 * "More actions for <row>" (⋯): the row's actions that do not fit as icons, each with its text, as
 * GitHub and Stripe keep a row's rarer actions. A refused delete stays listed with its reason.
 */
export function RowActionsMenu({ items, row, name, subject, running, onRun, onOpen, onDelete }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'list.actions.more' }, { name });
  const explain = useWhy();
  const entries = items.map((item): Entry => {
    const key = keyOf(item);
    switch (item.kind) {
      case 'open':
        return item.mode === 'edit'
          ? { key, text: intl.formatMessage({ id: 'common.actions.edit' }), icon: IconPencil }
          : { key, text: intl.formatMessage({ id: 'records.actions.viewTip' }), icon: IconEye };
      case 'record':
        return { key, text: intl.formatMessage({ id: item.action.label }), icon: item.action.icon ?? IconBolt };
      case 'link':
        return { key, text: intl.formatMessage({ id: item.link.label }), icon: item.link.icon ?? IconArrowUpRight, href: item.link.href(row as never) };
      case 'locked':
        return { key, text: intl.formatMessage({ id: 'common.actions.delete' }), icon: IconLock, description: explain({ action: 'delete', subject, record: row }, row.id) };
      case 'delete':
        return { key, text: intl.formatMessage({ id: 'common.actions.delete' }), icon: IconTrash };
    }
  });
  const onAction = (key: Key) => {
    const item = items.find((candidate) => keyOf(candidate) === key);
    if (item?.kind === 'open') onOpen();
    else if (item?.kind === 'record') onRun(item.action);
    else if (item?.kind === 'delete') onDelete();
    else if (item?.kind === 'locked') toast.info(item.reason);
  };
  const disabledKeys = running ? items.filter((item) => item.kind === 'record').map(keyOf) : [];

  return (
    // The tooltip wraps the menu's trigger: inside MenuTrigger it would never show.
    <TooltipTrigger delay={600}>
      <MenuTrigger>
        <ActionButton isQuiet aria-label={label}>
          <AppIcon icon={IconDots} />
        </ActionButton>
        <Menu items={entries} onAction={onAction} disabledKeys={disabledKeys}>
          {(entry) => (
            <MenuItem id={entry.key} textValue={entry.text} href={entry.href} icon={<AppIcon icon={entry.icon} />} description={entry.description}>
              {entry.text}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
      <Tooltip>{intl.formatMessage({ id: 'list.actions.moreTip' })}</Tooltip>
    </TooltipTrigger>
  );
}

import { ActionButton, Item, Menu, MenuTrigger, Text } from '@adobe/react-spectrum';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { MenuGroup } from '../../menu/buildMenu';
import { useActiveNavPath, useMenu } from '../../menu/useMenu';
import { AppIcon } from '../../../ui/AppIcon';
import { ENTITY_ICONS } from '../../../ui/entityIcons';
import { PageNavLinks } from './PageNavLinks';

interface MenuLink {
  key: string;
  href: string;
  title: string;
  icon: Parameters<typeof AppIcon>[0]['icon'];
  isNew: boolean;
}

function GroupMenu({ group, active }: { group: MenuGroup; active: boolean }) {
  const intl = useIntl();
  const links: MenuLink[] = group.entries.flatMap(({ info, manage, create }) => {
    const title = intl.formatMessage({ id: info.titleMessageId });
    const items: MenuLink[] = [];
    if (manage) items.push({ key: `${info.name}-manage`, href: manage, title, icon: ENTITY_ICONS[info.icon], isNew: false });
    if (create) {
      const newTitle = intl.formatMessage({ id: 'shell.page.new' }, { entity: title });
      items.push({ key: `${info.name}-new`, href: create, title: newTitle, icon: IconPlus, isNew: true });
    }
    return items;
  });
  return (
    <MenuTrigger>
      <ActionButton isQuiet UNSAFE_className={`hnav__group${active ? ' hnav__group--active' : ''}`}>
        <Text>{intl.formatMessage({ id: group.titleId })}</Text>
        <AppIcon icon={IconChevronDown} />
      </ActionButton>
      <Menu items={links}>
        {(link) => (
          <Item key={link.key} href={link.href} textValue={link.title}>
            <AppIcon icon={link.icon} />
            <Text UNSAFE_className={link.isNew ? 'hnav__new' : undefined}>{link.title}</Text>
          </Item>
        )}
      </Menu>
    </MenuTrigger>
  );
}

/** The horizontal navigation bar: dashboard and one dropdown per permitted group. */
export function HorizontalNav() {
  const intl = useIntl();
  const groups = useMenu();
  const activePath = useActiveNavPath();
  return (
    <nav className="hnav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
      <ul className="hnav__list">
        <PageNavLinks activePath={activePath} />
        {groups.map((group) => (
          <li key={group.group}>
            <GroupMenu group={group} active={group.entries.some((e) => activePath.startsWith(`/${e.info.segment}/`))} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

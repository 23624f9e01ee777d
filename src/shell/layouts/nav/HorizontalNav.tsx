import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { MenuGroup } from '../../menu/buildMenu';
import { useActiveNavPath, useMenu } from '../../menu/useMenu';
import { ENTITY_ICONS } from '../../../ui/entityIcons';
import type { NavMenuItem } from '../../navbar/navMenu';
import { NavMenuButton } from '../../navbar/NavMenuButton';
import { PageNavLinks } from './PageNavLinks';

function GroupMenu({ group, active }: { group: MenuGroup; active: boolean }) {
  const intl = useIntl();
  const links: NavMenuItem[] = group.entries.flatMap(({ info, manage, create }) => {
    const title = intl.formatMessage({ id: info.titleMessageId });
    const items: NavMenuItem[] = [];
    if (manage) items.push({ key: `${info.name}-manage`, href: manage, label: title, icon: ENTITY_ICONS[info.icon] });
    if (create) {
      const newTitle = intl.formatMessage({ id: 'shell.page.new' }, { entity: title });
      items.push({ key: `${info.name}-new`, href: create, label: newTitle, icon: IconPlus, secondary: true });
    }
    return items;
  });
  return (
    <NavMenuButton className={`hnav__group${active ? ' hnav__group--active' : ''}`} sections={[{ key: group.group, items: links }]}>
      {/* The chevron leads, as in Spectrum's buttons (icon first, in either direction). */}
      <IconChevronDown size={18} aria-hidden />
      <span>{intl.formatMessage({ id: group.titleId })}</span>
    </NavMenuButton>
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

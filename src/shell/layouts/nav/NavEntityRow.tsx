import { IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { ENTITY_ICONS } from '../../../ui/entityIcons';
import type { MenuEntry } from '../../menu/buildMenu';
import { ShellLink } from './ShellLink';

interface Props {
  entry: MenuEntry;
  activePath: string;
  onNavigate?: () => void;
}

/**
 * One entity in the vertical navigation: its manage screen, and a "+" link to its new screen.
 * Memoized: the layout renders again when a collapsed navigation is hovered, the rows do not.
 */
export const NavEntityRow = memo(function NavEntityRow({ entry, activePath, onNavigate }: Props) {
  const intl = useIntl();
  const { info, manage, create } = entry;
  const title = intl.formatMessage({ id: info.titleMessageId });
  const main = manage ?? create!;
  const active = activePath === main || activePath.startsWith(`/${info.segment}/`);
  const EntityIcon = ENTITY_ICONS[info.icon];
  return (
    <li className={`nav-item${active ? ' nav-item--active' : ''}`}>
      <ShellLink to={main} className="nav-item__link" aria-current={activePath === main ? 'page' : undefined} onClick={onNavigate} title={title}>
        <EntityIcon size={20} />
        <span className="nav-item__text">{title}</span>
      </ShellLink>
      {create && manage && (
        <ShellLink
          to={create}
          className="nav-item__new"
          aria-label={intl.formatMessage({ id: 'shell.page.new' }, { entity: title })}
          title={intl.formatMessage({ id: 'shell.page.new' }, { entity: title })}
          aria-current={activePath === create ? 'page' : undefined}
          onClick={onNavigate}
        >
          <IconPlus size={16} aria-hidden />
        </ShellLink>
      )}
    </li>
  );
});

import type { Icon } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../../ability/useAppAbility';
import { ShellLink } from './ShellLink';

interface Props {
  to: string;
  titleId: string;
  icon: Icon;
  activePath: string;
  onNavigate?: () => void;
}

/** A page's entry above the entity groups (Dashboard, Activity log), shown like them to any signed-in viewer. */
export function PageNavLink({ to, titleId, icon: IconOf, activePath, onNavigate }: Props) {
  const intl = useIntl();
  const ability = useAppAbility();
  if (!ability.can('read', 'Auth')) return null;
  const title = intl.formatMessage({ id: titleId });
  const active = activePath === to;
  return (
    <li className={`nav-item${active ? ' nav-item--active' : ''}`}>
      <ShellLink to={to} className="nav-item__link" aria-current={active ? 'page' : undefined} onClick={onNavigate} title={title}>
        <IconOf size={20} />
        <span className="nav-item__text">{title}</span>
      </ShellLink>
    </li>
  );
}

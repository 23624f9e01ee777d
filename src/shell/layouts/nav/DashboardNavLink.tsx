import { IconSmartHome } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppAbility } from '../../../ability/useAppAbility';

/** The dashboard entry, shown like the entity entries when the viewer may open it. */
export function DashboardNavLink({ activePath, onNavigate }: { activePath: string; onNavigate?: () => void }) {
  const intl = useIntl();
  const ability = useAppAbility();
  if (!ability.can('read', 'Auth')) return null;
  const title = intl.formatMessage({ id: 'nav.dashboard' });
  const active = activePath === '/';
  return (
    <li className={`nav-item${active ? ' nav-item--active' : ''}`}>
      <Link to="/" className="nav-item__link" aria-current={active ? 'page' : undefined} onClick={onNavigate} title={title}>
        <IconSmartHome size={20} />
        <span className="nav-item__text">{title}</span>
      </Link>
    </li>
  );
}

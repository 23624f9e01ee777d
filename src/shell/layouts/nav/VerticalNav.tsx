import { IconCircle, IconCircleDot, IconX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useActiveNavPath, useMenu } from '../../menu/useMenu';
import { Brand } from '../../../ui/Brand';
import { PageNavLinks } from './PageNavLinks';
import { NavGroupSection } from './NavGroupSection';

interface Props {
  /** Overlay mode (narrow windows): shows a close button instead of the collapse toggle. */
  overlay: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onClose: () => void;
}

/** The vertical navigation: brand, dashboard and the permitted menu groups. */
export function VerticalNav({ overlay, collapsed, onToggleCollapsed, onClose }: Props) {
  const intl = useIntl();
  const groups = useMenu();
  const activePath = useActiveNavPath();
  const onNavigate = overlay ? onClose : undefined;
  return (
    <nav className="vnav__inner" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
      <div className="vnav__header">
        <Brand />
        {overlay ? (
          <button type="button" className="icon-button" onClick={onClose} aria-label={intl.formatMessage({ id: 'shell.nav.close' })}>
            <IconX size={20} aria-hidden />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button vnav__collapse"
            onClick={onToggleCollapsed}
            aria-pressed={collapsed}
            aria-label={intl.formatMessage({ id: 'shell.nav.collapse' })}
          >
            {collapsed ? <IconCircle size={20} aria-hidden /> : <IconCircleDot size={20} aria-hidden />}
          </button>
        )}
      </div>
      <ul className="vnav__menu">
        <PageNavLinks activePath={activePath} onNavigate={onNavigate} />
        {groups.map((group) => (
          <NavGroupSection key={group.group} group={group} activePath={activePath} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

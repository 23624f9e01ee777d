import type { Icon } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { Action, Subject } from '../../../ability/subjects';
import { useAppAbility } from '../../../ability/useAppAbility';
import { ShellLink } from './ShellLink';

interface Props {
  to: string;
  titleId: string;
  icon: Icon;
  /** What the viewer must be allowed to see the entry (the page's route asks the same); any signed-in viewer by default. */
  need?: [Action, Subject];
  activePath: string;
  onNavigate?: () => void;
}

/** A page's entry above the entity groups (Dashboard, Activity log), shown to whoever may open it. */
export function PageNavLink({ to, titleId, icon: IconOf, need = ['read', 'Auth'], activePath, onNavigate }: Props) {
  const intl = useIntl();
  const ability = useAppAbility();
  if (!ability.can(...need)) return null;
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

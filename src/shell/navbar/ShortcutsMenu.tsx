import { ActionButton, Content, Dialog, DialogTrigger, Heading } from '@adobe/react-spectrum';
import {
  IconCreditCard, IconFlag, IconLayoutGrid, IconMovie, IconSettings, IconSmartHome, IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Action, Subject } from '../../ability/subjects';
import { useAppAbility } from '../../core/ability';
import { AppIcon } from '../../ui/AppIcon';

interface Shortcut {
  to: string;
  titleId: string;
  icon: ComponentType<{ size?: number }>;
  action: Action;
  subject: Subject;
}

const SHORTCUTS: Shortcut[] = [
  { to: '/', titleId: 'nav.dashboard', icon: IconSmartHome, action: 'read', subject: 'Auth' },
  { to: '/media/manage', titleId: 'nav.entities.media', icon: IconMovie, action: 'read', subject: 'Media' },
  { to: '/users/manage', titleId: 'nav.entities.users', icon: IconUsers, action: 'read', subject: 'User' },
  { to: '/payments/manage', titleId: 'nav.entities.payments', icon: IconCreditCard, action: 'read', subject: 'Payment' },
  { to: '/abuses/manage', titleId: 'nav.entities.abuses', icon: IconFlag, action: 'read', subject: 'Abuse' },
  { to: '/account-settings/account', titleId: 'shell.page.accountSettings', icon: IconSettings, action: 'read', subject: 'Auth' },
];

/** Quick links to the screens staff open most, limited to those the viewer may open. */
export function ShortcutsMenu() {
  const intl = useIntl();
  const ability = useAppAbility();
  const shortcuts = SHORTCUTS.filter((item) => ability.can(item.action, item.subject));
  return (
    <DialogTrigger type="popover" placement="bottom end">
      <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'shell.shortcuts.title' })}>
        <AppIcon icon={IconLayoutGrid} />
      </ActionButton>
      {(close) => (
        <Dialog size="S">
          <Heading>{intl.formatMessage({ id: 'shell.shortcuts.title' })}</Heading>
          <Content>
            <ul className="shortcuts">
              {shortcuts.map(({ to, titleId, icon: ShortcutIcon }) => (
                <li key={to}>
                  <Link to={to} onClick={close} className="shortcuts__item">
                    <span className="shortcuts__icon"><ShortcutIcon size={22} /></span>
                    <span>{intl.formatMessage({ id: titleId })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Content>
        </Dialog>
      )}
    </DialogTrigger>
  );
}

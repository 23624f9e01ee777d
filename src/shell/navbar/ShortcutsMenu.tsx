import { ActionButton, Content, Dialog, DialogTrigger, Heading } from '@adobe/react-spectrum';
import { IconLayoutGrid, IconSettings, IconSmartHome } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Action, Subject } from '../../ability/subjects';
import { useAppAbility } from '../../ability/useAppAbility';
import { pagePaths } from '../../core/routing/pagePaths';
import { entityRoutes, type RoutedSubject } from '../../entities/routes';
import { urls } from '../../paths';
import { AppIcon } from '../../ui/AppIcon';
import { ENTITY_ICONS } from '../../ui/entityIcons';

interface Shortcut {
  to: string;
  titleId: string;
  icon: ComponentType<{ size?: number }>;
  action: Action;
  subject: Subject;
}

/** An entity's list, named and drawn as its menu entry is (the registry's entry). */
function entityShortcut(subject: RoutedSubject): Shortcut {
  const info = entityRoutes.find((entry) => entry.subject === subject)!;
  return { to: urls.manage(subject), titleId: info.titleMessageId, icon: ENTITY_ICONS[info.icon], action: 'read', subject };
}

const SHORTCUTS: Shortcut[] = [
  { to: '/', titleId: 'nav.dashboard', icon: IconSmartHome, action: 'read', subject: 'Auth' },
  ...(['Media', 'User', 'Payment', 'Abuse'] as const).map(entityShortcut),
  { to: pagePaths.accountSettings(), titleId: 'shell.page.accountSettings', icon: IconSettings, action: 'read', subject: 'Auth' },
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

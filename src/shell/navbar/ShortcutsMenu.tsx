import { IconLayoutGrid, IconSettings, IconSmartHome } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { Action, Subject } from '../../ability/subjects';
import { useAppAbility } from '../../ability/useAppAbility';
import { pagePaths } from '../../core/routing/pagePaths';
import { entityRoutes, type RoutedSubject } from '../../entities/routes';
import { urls } from '../../paths';
import { ENTITY_ICONS } from '../../ui/entityIcons';
import { LazyTrigger } from './LazyTrigger';
import { lazyComponent } from '../../ui/lazyComponent';

/** A quick link of the shortcuts popover. */
export interface Shortcut {
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

const Popover = lazyComponent(() => import('./lazy/ShortcutsPopover'));

/** Quick links to the screens staff open most, limited to those the viewer may open. */
export function ShortcutsMenu() {
  const intl = useIntl();
  const ability = useAppAbility();
  const shortcuts = SHORTCUTS.filter((item) => ability.can(item.action, item.subject));
  return (
    <LazyTrigger kind="dialog" aria-label={intl.formatMessage({ id: 'shell.shortcuts.title' })} preload={Popover.preload} surface={<Popover shortcuts={shortcuts} />}>
      <IconLayoutGrid size={18} aria-hidden />
    </LazyTrigger>
  );
}

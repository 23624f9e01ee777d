import type { AppAbility } from '../../ability/ability';
import {
  manageEntityPath, newEntityPath, type EntityRouteInfo, type NavGroup,
} from '../../entities/routes';

export interface MenuEntry {
  info: EntityRouteInfo;
  /** Path of the manage screen, when the viewer may read the subject. */
  manage?: string;
  /** Path of the new screen, when there is one and the viewer may create. */
  create?: string;
}

export interface MenuGroup {
  group: NavGroup;
  titleId: string;
  entries: MenuEntry[];
}

export const NAV_GROUPS: readonly NavGroup[] = ['content', 'commerce', 'people', 'moderation', 'notifications'];

/**
 * The navigation menu, derived from the entity route list: an entry shows only if its
 * action/subject is permitted, a group only if at least one child is (original-spec section 6).
 */
export function buildMenu(ability: AppAbility, list: readonly EntityRouteInfo[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const group of NAV_GROUPS) {
    const entries: MenuEntry[] = [];
    for (const info of list.filter((item) => item.group === group)) {
      const entry: MenuEntry = { info };
      if (ability.can('read', info.subject)) entry.manage = manageEntityPath(info);
      if (info.hasNew && ability.can('create', info.subject)) entry.create = newEntityPath(info);
      if (entry.manage || entry.create) entries.push(entry);
    }
    if (entries.length > 0) groups.push({ group, titleId: `nav.group.${group}`, entries });
  }
  return groups;
}

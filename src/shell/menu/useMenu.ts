import { useMemo } from 'react';
import { entityRoutes } from '../../entities/routes';
import { useAppAbility } from '../../ability/useAppAbility';
import { useRouterSelect, type RouterState } from '../../ui/routerState';
import type { RouteMeta } from '../../core/routing/meta';
import { buildMenu, type MenuGroup } from './buildMenu';

/** The menu groups the viewer may see; recomputed when the ability rules change. */
export function useMenu(): MenuGroup[] {
  const ability = useAppAbility();
  const rules = ability.rules;
  // The ability instance never changes; its rules do, so they are what the memo depends on.
  return useMemo(() => buildMenu(ability, entityRoutes), [ability, rules]);
}

const activeNavPath = (state: RouterState) => (state.matches.at(-1)?.route.handle as RouteMeta | undefined)?.navHighlight ?? state.location.pathname;

/**
 * The path the navigation highlights: the route's `navHighlight`, else the current path. It
 * renders its component only when that path changes, not on a list's query-string changes.
 */
export function useActiveNavPath(): string {
  return useRouterSelect(activeNavPath);
}

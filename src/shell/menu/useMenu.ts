import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { entityRoutes } from '../../entities/routes';
import { useAppAbility } from '../../ability/useAppAbility';
import type { RouteMeta } from '../../core/routing/meta';
import { buildMenu, type MenuGroup } from './buildMenu';

/** The menu groups the viewer may see; recomputed when the ability rules change. */
export function useMenu(): MenuGroup[] {
  const ability = useAppAbility();
  const rules = ability.rules;
  // The ability instance never changes; its rules do, so they are what the memo depends on.
  return useMemo(() => buildMenu(ability, entityRoutes), [ability, rules]);
}

/** The path the navigation highlights: the route's `navHighlight`, else the current path. */
export function useActiveNavPath(): string {
  const matches = useMatches();
  const { pathname } = useLocation();
  const meta = matches.at(-1)?.handle as RouteMeta | undefined;
  return meta?.navHighlight ?? pathname;
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { EntitySubject } from '../../ability/subjects';

interface EntityRoute {
  subject: EntitySubject;
  /** The route segment, e.g. 'langs': `/langs/manage`, `/langs/edit/<id>`. */
  segment: string;
}

const EntityRouteContext = createContext<EntityRoute | null>(null);

/**
 * The entity whose route a screen is on, given once where the route is built, so the list, the
 * form and their pieces read the segment here instead of passing it down as a prop.
 *
 * @example <EntityRouteProvider subject="Language" segment="langs"><ManageScreen declaration={languages} /></EntityRouteProvider>
 */
export function EntityRouteProvider({ children, subject, segment }: EntityRoute & { children: ReactNode }) {
  // One value per route: a new object each render would re-render every reader of the context.
  const route = useMemo(() => ({ subject, segment }), [subject, segment]);
  return <EntityRouteContext.Provider value={route}>{children}</EntityRouteContext.Provider>;
}

/** The segment of the route this screen is on (a form's way back, a list's title and links). */
export function useRouteSegment(): string {
  const route = useContext(EntityRouteContext);
  if (!route) throw new Error('An entity screen is used outside an EntityRouteProvider');
  return route.segment;
}

/**
 * The segment of `subject` when the route is that entity's; undefined for another entity's rows
 * shown on it (a keyword module's words link nowhere of their own).
 */
export function useSegmentOf(subject: EntitySubject): string | undefined {
  const route = useContext(EntityRouteContext);
  return route?.subject === subject ? route.segment : undefined;
}

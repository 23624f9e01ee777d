import type { EntitySubject } from '../ability/subjects';
import type { EntityDeclaration } from '../framework/entity/types';
import { ENTITY_SEGMENTS, entityPaths, specialPaths, type RoutedSubject } from '../paths';
import type { EntityIconName } from '../ui/entityIcons';
import { entityRegistry, type NavGroup, type RoutedEntityEntry } from './registry';

export type { NavGroup, RoutedSubject };

/** An entity's routes: `/<segment>/manage`, and with `hasNew` also `/<segment>/new` and `/<segment>/edit/:id`. */
export interface EntityRouteInfo {
  /** Route-name stem of original-spec section 2, e.g. 'media' → 'media-manage'. */
  name: string;
  /** Path segment exactly as the specification's table writes it. */
  segment: string;
  subject: RoutedSubject;
  group: NavGroup;
  hasNew: boolean;
  titleMessageId: string;
  icon: EntityIconName;
  /** The entity's declaration (one small file), loaded lazily with its screens. */
  load: () => Promise<{ default: EntityDeclaration }>;
}

const isRouted = (subject: EntitySubject): subject is RoutedSubject => subject in ENTITY_SEGMENTS;

/**
 * Every manage route of original-spec section 2, in menu order within each group, derived from
 * the registry (./registry.ts): the router and the navigation menu both read this list.
 */
export const entityRoutes: EntityRouteInfo[] = (Object.keys(entityRegistry) as EntitySubject[]).filter(isRouted).map((subject) => {
  const { group, icon, hasNew, name, load } = entityRegistry[subject] as RoutedEntityEntry;
  const segment = ENTITY_SEGMENTS[subject];
  return { name: name ?? segment, segment, subject, group, hasNew, titleMessageId: `nav.entities.${segment}`, icon, load };
});

/** Entity routes outside the manage/new/edit pattern (original-spec section 2). */
export interface SpecialEntityRoute {
  name: string;
  path: string;
  subject: EntitySubject;
  titleMessageId: string;
  /** Segment of the entity whose navigation entry this screen highlights. */
  parent: string;
}

export const specialEntityRoutes: SpecialEntityRoute[] = [
  {
    name: 'products-id-attributes-manage',
    path: specialPaths.productAttributes(':id'),
    subject: 'ProductAttribute',
    titleMessageId: 'nav.entities.productAttributes',
    parent: ENTITY_SEGMENTS.Product,
  },
  { name: 'user-view-id', path: specialPaths.userView(':id'), subject: 'User', titleMessageId: 'nav.entities.userView', parent: ENTITY_SEGMENTS.User },
];

export const manageEntityPath = (info: EntityRouteInfo): string => entityPaths.manage(info.segment);
export const newEntityPath = (info: EntityRouteInfo): string => entityPaths.new(info.segment);
export const editEntityPath = (info: EntityRouteInfo, id: string): string => entityPaths.edit(info.segment, id);

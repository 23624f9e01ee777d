import type { EntitySubject } from '../ability/subjects';
import { entityPaths } from '../framework/entity/paths';
import type { EntityDeclaration } from '../framework/entity/types';

/** Subjects edited inside another entity's screens (a keyword module's words, a product's attributes). */
export type NestedSubject = 'Vocabulary' | 'ProductAttribute';
/** Subjects with manage routes, one `entry` each below (tests/entities/urls.test.ts): what `urls` links to. */
export type RoutedSubject = Exclude<EntitySubject, NestedSubject>;

export type NavGroup = 'content' | 'commerce' | 'people' | 'moderation' | 'notifications';

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
  /** The entity's declaration (one small file), loaded lazily with its screens. */
  load?: () => Promise<{ default: EntityDeclaration }>;
}

const entry = (
  segment: string, subject: RoutedSubject, group: NavGroup, hasNew: boolean,
  options: { name?: string; load?: EntityRouteInfo['load'] } = {},
): EntityRouteInfo => ({
  name: options.name ?? segment, segment, subject, group, hasNew, titleMessageId: `nav.entities.${segment}`, load: options.load,
});

/**
 * Every manage route of original-spec section 2, in menu order within each group. The router and
 * the navigation menu are both derived from this list.
 */
export const entityRoutes: EntityRouteInfo[] = [
  entry('media', 'Media', 'content', true, { load: () => import('./media') }),
  entry('mediacards', 'MediaCard', 'content', true, { load: () => import('./mediaCard') }),
  entry('mediacategory', 'MediaCategory', 'content', false, { load: () => import('./mediaCategory') }),
  entry('mediamodules', 'MediaModule', 'content', true, { load: () => import('./mediaModule') }),
  entry('serials', 'Serial', 'content', true, { load: () => import('./serial') }),
  entry('seasons', 'Season', 'content', true, { load: () => import('./season') }),
  entry('tube', 'Tube', 'content', true, { load: () => import('./tube') }),
  entry('banners', 'Banner', 'content', false, { load: () => import('./banner') }),
  entry('keywordmodules', 'KeywordModule', 'content', true, { load: () => import('./keywordModule') }),
  entry('quiz', 'Quiz', 'content', true, { load: () => import('./quiz') }),
  entry('shortquestion', 'ShortQuestion', 'content', true, { load: () => import('./shortQuestion') }),
  entry('comprehension', 'Comprehension', 'content', true, { load: () => import('./comprehension') }),
  entry('professorsexplanation', 'ProfessorExplanation', 'content', true, { load: () => import('./professorExplanation') }),
  entry('videotextandtranslation', 'VideoText', 'content', true, { load: () => import('./videoText') }),
  entry('plans', 'Plan', 'commerce', true, { load: () => import('./plan') }),
  entry('payments', 'Payment', 'commerce', false, { load: () => import('./payment') }),
  entry('invoices', 'Invoice', 'commerce', true, { load: () => import('./invoice') }),
  entry('paygateways', 'PayGateway', 'commerce', false, { load: () => import('./payGateway') }),
  entry('products', 'Product', 'commerce', true, { load: () => import('./product') }),
  // The table names these routes 'product-modules-*' while the path keeps the camel case.
  entry('productModules', 'ProductModule', 'commerce', true, { name: 'product-modules', load: () => import('./productModule') }),
  entry('users', 'User', 'people', true, { load: () => import('./user') }),
  entry('masters', 'Master', 'people', true, { load: () => import('./master') }),
  entry('langs', 'Language', 'people', true, { load: () => import('./language') }),
  entry('accents', 'Accent', 'people', true, { load: () => import('./accent') }),
  entry('challenges', 'Challenge', 'people', true, { load: () => import('./challenge') }),
  entry('abuses', 'Abuse', 'moderation', true, { load: () => import('./abuse') }),
  entry('comments', 'Comment', 'moderation', true, { load: () => import('./comment') }),
  entry('notifs', 'Notification', 'notifications', false, { load: () => import('./notification') }),
];

/** The route segment of a subject, as its entry above writes it (the only place it is written). */
export const segmentOf = (subject: RoutedSubject): string => entityRoutes.find((info) => info.subject === subject)!.segment;

/** Paths of the screens outside the manage/new/edit pattern; given `':id'` they are the router's patterns. */
export const specialPaths = {
  userView: (id: string): string => `/user/view/${id}`,
  productAttributes: (productId: string): string => `/${segmentOf('Product')}/${productId}/attributes/manage`,
};

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
    parent: 'products',
  },
  { name: 'user-view-id', path: specialPaths.userView(':id'), subject: 'User', titleMessageId: 'nav.entities.userView', parent: 'users' },
];

export const manageEntityPath = (info: EntityRouteInfo): string => entityPaths.manage(info.segment);
export const newEntityPath = (info: EntityRouteInfo): string => entityPaths.new(info.segment);
export const editEntityPath = (info: EntityRouteInfo, id: string): string => entityPaths.edit(info.segment, id);

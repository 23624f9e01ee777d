import type { ComponentType } from 'react';
import {
  IconAd, IconBook, IconBrandYoutube, IconBuildingBank, IconCards, IconCreditCard, IconCrown, IconDeviceTv,
  IconFileInvoice, IconFlag, IconFolders, IconHelpCircle, IconKey, IconListNumbers, IconMessageQuestion,
  IconMessages, IconMicrophone, IconMovie, IconPackage, IconPuzzle, IconSchool, IconSend, IconStairs,
  IconTextCaption, IconTrophy, IconUsers, IconUserStar, IconWorld,
} from '@tabler/icons-react';
import type { EntitySubject } from '../ability/subjects';
import type { EntityDeclaration } from '../framework/entity/types';

export type NavGroup = 'content' | 'commerce' | 'people' | 'moderation' | 'notifications';

/** An entity's routes: `/<segment>/manage`, and with `hasNew` also `/<segment>/new` and `/<segment>/edit/:id`. */
export interface EntityRouteInfo {
  /** Route-name stem of original-spec section 2, e.g. 'media' → 'media-manage'. */
  name: string;
  /** Path segment exactly as the specification's table writes it. */
  segment: string;
  subject: EntitySubject;
  group: NavGroup;
  hasNew: boolean;
  titleMessageId: string;
  icon: ComponentType<{ size?: number }>;
  /** The entity's declaration (one small file), loaded lazily with its screens. */
  load?: () => Promise<{ default: EntityDeclaration }>;
}

type Icon = ComponentType<{ size?: number }>;

const entry = (
  segment: string, subject: EntitySubject, group: NavGroup, hasNew: boolean, icon: Icon,
  options: { name?: string; load?: EntityRouteInfo['load'] } = {},
): EntityRouteInfo => ({
  name: options.name ?? segment, segment, subject, group, hasNew, titleMessageId: `nav.entities.${segment}`, icon, load: options.load,
});

/**
 * Every manage route of original-spec section 2, in menu order within each group. The router and
 * the navigation menu are both derived from this list.
 */
export const entityRoutes: EntityRouteInfo[] = [
  entry('media', 'Media', 'content', true, IconMovie),
  entry('mediacards', 'MediaCard', 'content', true, IconCards),
  entry('mediacategory', 'MediaCategory', 'content', false, IconFolders),
  entry('mediamodules', 'MediaModule', 'content', true, IconStairs),
  entry('serials', 'Serial', 'content', true, IconDeviceTv),
  entry('seasons', 'Season', 'content', true, IconListNumbers),
  entry('tube', 'Tube', 'content', true, IconBrandYoutube),
  entry('banners', 'Banner', 'content', false, IconAd),
  entry('keywordmodules', 'KeywordModule', 'content', true, IconKey),
  entry('quiz', 'Quiz', 'content', true, IconHelpCircle, { load: () => import('./quiz') }),
  entry('shortquestion', 'ShortQuestion', 'content', true, IconMessageQuestion),
  entry('comprehension', 'Comprehension', 'content', true, IconBook),
  entry('professorsexplanation', 'ProfessorExplanation', 'content', true, IconSchool),
  entry('videotextandtranslation', 'VideoText', 'content', true, IconTextCaption),
  entry('plans', 'Plan', 'commerce', true, IconCrown),
  entry('payments', 'Payment', 'commerce', false, IconCreditCard, { load: () => import('./payment') }),
  entry('invoices', 'Invoice', 'commerce', false, IconFileInvoice),
  entry('paygateways', 'PayGateway', 'commerce', false, IconBuildingBank),
  entry('products', 'Product', 'commerce', true, IconPackage),
  // The table names these routes 'product-modules-*' while the path keeps the camel case.
  entry('productModules', 'ProductModule', 'commerce', true, IconPuzzle, { name: 'product-modules' }),
  entry('users', 'User', 'people', true, IconUsers, { load: () => import('./user') }),
  entry('masters', 'Master', 'people', true, IconUserStar, { load: () => import('./master') }),
  entry('langs', 'Language', 'people', true, IconWorld, { load: () => import('./language') }),
  entry('accents', 'Accent', 'people', true, IconMicrophone, { load: () => import('./accent') }),
  entry('challenges', 'Challenge', 'people', true, IconTrophy),
  entry('abuses', 'Abuse', 'moderation', true, IconFlag),
  entry('comments', 'Comment', 'moderation', true, IconMessages),
  entry('notifs', 'Notification', 'notifications', false, IconSend),
];

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
    path: '/products/:id/attributes/manage',
    subject: 'ProductAttribute',
    titleMessageId: 'nav.entities.productAttributes',
    parent: 'products',
  },
  { name: 'user-view-id', path: '/user/view/:id', subject: 'User', titleMessageId: 'nav.entities.userView', parent: 'users' },
];

export const manageEntityPath = (info: EntityRouteInfo): string => `/${info.segment}/manage`;
export const newEntityPath = (info: EntityRouteInfo): string => `/${info.segment}/new`;
export const editEntityPath = (info: EntityRouteInfo, id: string): string => `/${info.segment}/edit/${id}`;

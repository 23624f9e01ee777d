import type { EntitySubject } from '../ability/subjects';

/** Subjects edited inside another entity's screens (a keyword module's words, a product's attributes). */
export type NestedSubject = 'Vocabulary' | 'ProductAttribute';
/** Subjects with manage routes, each with a segment below: what `urls` links to. */
export type RoutedSubject = Exclude<EntitySubject, NestedSubject>;

/**
 * Each routed entity's path segment, exactly as original-spec section 2 writes it: `/<segment>/manage`.
 * The admin's router and links and the mock server's search results read it here, a leaf both
 * may import, so neither needs the other's registry. Everything else about an entity (menu group,
 * icon, row title, declaration) is its entry in src/entities/registry.ts.
 */
export const ENTITY_SEGMENTS: Readonly<Record<RoutedSubject, string>> = {
  Media: 'media',
  MediaCard: 'mediacards',
  MediaCategory: 'mediacategory',
  MediaModule: 'mediamodules',
  Serial: 'serials',
  Season: 'seasons',
  Tube: 'tube',
  Banner: 'banners',
  KeywordModule: 'keywordmodules',
  Quiz: 'quiz',
  ShortQuestion: 'shortquestion',
  Comprehension: 'comprehension',
  ProfessorExplanation: 'professorsexplanation',
  VideoText: 'videotextandtranslation',
  Plan: 'plans',
  Payment: 'payments',
  Invoice: 'invoices',
  PayGateway: 'paygateways',
  Product: 'products',
  ProductModule: 'productModules',
  User: 'users',
  Master: 'masters',
  Language: 'langs',
  Accent: 'accents',
  Challenge: 'challenges',
  Abuse: 'abuses',
  Comment: 'comments',
  Notification: 'notifs',
};

/** The route segment of a subject. */
export const segmentOf = (subject: RoutedSubject): string => ENTITY_SEGMENTS[subject];

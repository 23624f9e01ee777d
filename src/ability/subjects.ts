/** Entity types that EDITOR manages (PRODUCT.md section 5). */
export const CONTENT_SUBJECTS = [
  'Media',
  'MediaCard',
  'MediaCategory',
  'MediaModule',
  'Serial',
  'Season',
  'Tube',
  'Banner',
  'KeywordModule',
  'Vocabulary',
  'Quiz',
  'ShortQuestion',
  'Comprehension',
  'ProfessorExplanation',
  'VideoText',
  'Language',
  'Accent',
  'Master',
  'Challenge',
] as const;

export const COMMERCE_SUBJECTS = [
  'Plan',
  'Payment',
  'Invoice',
  'PayGateway',
  'Product',
  'ProductAttribute',
  'ProductModule',
] as const;

export const OTHER_SUBJECTS = ['User', 'Abuse', 'Comment', 'Notification'] as const;

/** Every entity type of schema.graphql; each is also a CASL subject. */
export const ENTITY_SUBJECTS = [...CONTENT_SUBJECTS, ...COMMERCE_SUBJECTS, ...OTHER_SUBJECTS] as const;

export type EntitySubject = (typeof ENTITY_SUBJECTS)[number];

/** `Auth` guards pages every signed-in staff member may open (dashboard, account settings). */
export type Subject = EntitySubject | 'Auth' | 'all';

export const ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

export const STAFF_ROLES = ['ADMIN', 'EDITOR', 'MODERATOR', 'FINANCE', 'SUPPORT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

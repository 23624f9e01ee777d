import type { EntitySubject } from '../ability/subjects';
import type { EntityDeclaration, ListRow } from '../framework/entity/types';
import type { LIST_DOCUMENTS } from '../gql-facts/listDocuments';
import type { NestedSubject } from '../paths';
import type { EntityIconName } from '../ui/entityIcons';
import { ltrIsolate } from '../framework/display/isolates';
import { languageName } from '../framework/format/languageName';
import { targetName } from './moderation/abuseTarget';

export type NavGroup = 'content' | 'commerce' | 'people' | 'moderation' | 'notifications';

/** A row of the entity's list query (`<Entity>Row`), typed from the generated document. */
type RowOf<S extends EntitySubject> = ListRow<(typeof LIST_DOCUMENTS)[S]>;

/** What every entity states once: how its rows are named and where its declaration is. */
export interface EntityEntry<S extends EntitySubject = EntitySubject> {
  /**
   * How a row is named in the viewer's language (`locale`): reference pickers and filters list rows
   * with it, and it is the declaration's `title` (confirm dialogs, toasts, breadcrumbs) unless the
   * declaration says otherwise. An e-mail after a name is a left-to-right isolate, so
   * "Name <email>" reads whole in a Persian sentence.
   */
  title: (row: RowOf<S>, locale: string) => string;
  /** Few rows, named by the client: a picker loads them all and matches its own labels (languages). */
  local?: true;
  /** The entity's declaration (one small file), its own chunk, loaded with its screens. */
  load: () => Promise<{ default: EntityDeclaration }>;
}

/** An entity with screens of its own: `/<segment>/manage` (segment in src/paths), a menu entry. */
export interface RoutedEntityEntry<S extends EntitySubject = EntitySubject> extends EntityEntry<S> {
  group: NavGroup;
  icon: EntityIconName;
  /** A new screen (`/<segment>/new`); every entity has an edit screen. */
  hasNew: boolean;
  /** Route-name stem of original-spec section 2 when it is not the segment ('media' → 'media-manage'). */
  name?: string;
}

/** One entry per entity of the schema: a new entity fails to compile until it has its own. */
export type EntityRegistry = { [S in EntitySubject]: S extends NestedSubject ? EntityEntry<S> : RoutedEntityEntry<S> };

type Folder = { name: string; parent?: Folder | null };

/** A folder with as many of its parents as the row carries: `Videos / Serials / Season 1`. */
const folderPath = (folder: Folder): string => (folder.parent ? `${folderPath(folder.parent)} / ${folder.name}` : folder.name);

/**
 * Every entity, one line each, routed ones in menu order within each group. Routes, the menu,
 * breadcrumbs, search entries, guards and row titles are derived from it (./routes.ts,
 * ./rowTitles.ts); the nav title is `nav.entities.<segment>`.
 */
export const entityRegistry: EntityRegistry = {
  Media: { group: 'content', icon: 'movie', hasNew: true, title: (r) => r.title, load: () => import('./media') },
  MediaCard: { group: 'content', icon: 'cards', hasNew: true, title: (r) => r.title, load: () => import('./mediaCard') },
  MediaCategory: { group: 'content', icon: 'folders', hasNew: false, title: folderPath, load: () => import('./mediaCategory') },
  MediaModule: { group: 'content', icon: 'stairs', hasNew: true, title: (r) => r.title, load: () => import('./mediaModule') },
  Serial: { group: 'content', icon: 'deviceTv', hasNew: true, title: (r) => r.title, load: () => import('./serial') },
  Season: { group: 'content', icon: 'listNumbers', hasNew: true, title: (r) => r.title, load: () => import('./season') },
  Tube: { group: 'content', icon: 'brandYoutube', hasNew: true, title: (r) => r.title, load: () => import('./tube') },
  Banner: { group: 'content', icon: 'ad', hasNew: false, title: (r) => r.title, load: () => import('./banner') },
  KeywordModule: { group: 'content', icon: 'key', hasNew: true, title: (r) => r.title, load: () => import('./keywordModule') },
  Quiz: { group: 'content', icon: 'helpCircle', hasNew: true, title: (r) => r.questionText, load: () => import('./quiz') },
  ShortQuestion: { group: 'content', icon: 'messageQuestion', hasNew: true, title: (r) => r.question, load: () => import('./shortQuestion') },
  Comprehension: { group: 'content', icon: 'book', hasNew: true, title: (r) => r.title, load: () => import('./comprehension') },
  ProfessorExplanation: { group: 'content', icon: 'school', hasNew: true, title: (r) => r.media.title, load: () => import('./professorExplanation') },
  VideoText: { group: 'content', icon: 'textCaption', hasNew: true, title: (r) => r.text, load: () => import('./videoText') },
  Plan: { group: 'commerce', icon: 'crown', hasNew: true, title: (r) => r.title, load: () => import('./plan') },
  Payment: { group: 'commerce', icon: 'creditCard', hasNew: false, title: (r) => r.trackingCode, load: () => import('./payment') },
  Invoice: { group: 'commerce', icon: 'fileInvoice', hasNew: true, title: (r) => r.number, load: () => import('./invoice') },
  PayGateway: { group: 'commerce', icon: 'buildingBank', hasNew: false, title: (r) => r.name, load: () => import('./payGateway') },
  Product: { group: 'commerce', icon: 'package', hasNew: true, title: (r) => r.title, load: () => import('./product') },
  // The table names these routes 'product-modules-*' while the path keeps the camel case.
  ProductModule: { group: 'commerce', icon: 'puzzle', hasNew: true, name: 'product-modules', title: (r) => r.title, load: () => import('./productModule') },
  User: { group: 'people', icon: 'users', hasNew: true, title: (r) => `${r.fullName} ${ltrIsolate(`<${r.email}>`)}`, load: () => import('./user') },
  Master: { group: 'people', icon: 'userStar', hasNew: true, title: (r) => `${r.firstName} ${r.lastName}`, load: () => import('./master') },
  // Named from the ISO code in the viewer's language; the few rows are searched by that name too.
  Language: { group: 'people', icon: 'world', hasNew: true, title: languageName, local: true, load: () => import('./language') },
  Accent: { group: 'people', icon: 'microphone', hasNew: true, title: (r) => r.title, load: () => import('./accent') },
  Challenge: { group: 'people', icon: 'trophy', hasNew: true, title: (r) => r.title, load: () => import('./challenge') },
  Abuse: { group: 'moderation', icon: 'flag', hasNew: true, title: (r) => `${r.reporter.fullName} — ${targetName(r.target) ?? r.targetType}`, load: () => import('./abuse') },
  Comment: { group: 'moderation', icon: 'messages', hasNew: true, title: (r) => r.body, load: () => import('./comment') },
  Notification: { group: 'notifications', icon: 'send', hasNew: false, title: (r) => r.title, load: () => import('./notification') },
  // Edited inside another entity's screens (a keyword module's words, a product's attributes).
  Vocabulary: { title: (r) => r.word, load: () => import('./vocabulary') },
  ProductAttribute: { title: (r) => `${r.name}: ${r.value}`, load: () => import('./productAttribute') },
};

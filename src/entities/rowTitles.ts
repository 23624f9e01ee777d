import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AbuseListDocument, AccentListDocument, BannerListDocument, ChallengeListDocument,
  CommentListDocument, ComprehensionListDocument, InvoiceListDocument, KeywordModuleListDocument,
  LanguageListDocument, MasterListDocument, MediaCardListDocument, MediaCategoryListDocument,
  MediaListDocument, MediaModuleListDocument, NotificationListDocument, PayGatewayListDocument,
  PaymentListDocument, PlanListDocument, ProductAttributeListDocument, ProductListDocument,
  ProductModuleListDocument, ProfessorExplanationListDocument, QuizListDocument,
  SeasonListDocument, SerialListDocument, ShortQuestionListDocument, TubeListDocument,
  UserListDocument, VideoTextListDocument, VocabularyListDocument,
} from '../gql-docs';
import type { EntitySubject } from '../ability/subjects';
import type { ReferenceSource, ReferenceSources } from '../framework/entity/references';
import type { EntityDeclaration, ListRow } from '../framework/entity/types';
import { ltrIsolate } from '../framework/display/isolates';
import { languageName } from '../framework/format/languageName';
import { targetName } from './moderation/abuseTarget';
import { entityRoutes, type RoutedSubject } from './routes';

type Declared = () => Promise<{ default: EntityDeclaration }>;

/** Each entity's declaration as the registry loads it, and the two edited inside other screens. */
const declarations: Record<EntitySubject, Declared> = {
  ...Object.fromEntries(entityRoutes.map((info) => [info.subject, info.load!])) as Record<RoutedSubject, Declared>,
  Vocabulary: () => import('./vocabulary'),
  ProductAttribute: () => import('./productAttribute'),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function source<D extends TypedDocumentNode<any, any>>(list: D, label: (row: ListRow<D>, locale: string) => string): Omit<ReferenceSource, 'get'> {
  return { list, label: label as ReferenceSource['label'] };
}

type Folder = { name: string; parent?: Folder | null };

/** A folder with as many of its parents as the row carries: `Videos / Serials / Season 1`. */
function folderPath(folder: Folder): string {
  return folder.parent ? `${folderPath(folder.parent)} / ${folder.name}` : folder.name;
}

/**
 * How a row of each entity is named, stated once: reference pickers and filters list rows with it,
 * and it is a declaration's `title` (confirm dialogs, toasts, breadcrumbs) unless the declaration
 * says otherwise. Every entity is here, also before it has a declaration, because any form may
 * reference it. The router hands this to the framework (ReferenceSourcesProvider).
 *
 * Names are in the viewer's language where the row allows (a language by its ISO code); an e-mail
 * after a name is a left-to-right isolate, so "Name <email>" reads whole in a Persian sentence. (A
 * label that is a code alone needs none: the places that quote a label isolate it whole.)
 */
const titles: Record<EntitySubject, Omit<ReferenceSource, 'get'>> = {
  // Named from the ISO code in the viewer's language; the few rows are searched by that name too.
  Language: { ...source(LanguageListDocument, (r, locale) => languageName(r, locale)), local: true },
  Accent: source(AccentListDocument, (r) => r.title),
  Master: source(MasterListDocument, (r) => `${r.firstName} ${r.lastName}`),
  User: source(UserListDocument, (r) => `${r.fullName} ${ltrIsolate(`<${r.email}>`)}`),
  Challenge: source(ChallengeListDocument, (r) => r.title),
  Media: source(MediaListDocument, (r) => r.title),
  MediaCard: source(MediaCardListDocument, (r) => r.title),
  MediaCategory: source(MediaCategoryListDocument, folderPath),
  MediaModule: source(MediaModuleListDocument, (r) => r.title),
  Serial: source(SerialListDocument, (r) => r.title),
  Season: source(SeasonListDocument, (r) => r.title),
  Tube: source(TubeListDocument, (r) => r.title),
  Banner: source(BannerListDocument, (r) => r.title),
  KeywordModule: source(KeywordModuleListDocument, (r) => r.title),
  Vocabulary: source(VocabularyListDocument, (r) => r.word),
  Quiz: source(QuizListDocument, (r) => r.questionText),
  ShortQuestion: source(ShortQuestionListDocument, (r) => r.question),
  Comprehension: source(ComprehensionListDocument, (r) => r.title),
  ProfessorExplanation: source(ProfessorExplanationListDocument, (r) => r.media.title),
  VideoText: source(VideoTextListDocument, (r) => r.text),
  Plan: source(PlanListDocument, (r) => r.title),
  Payment: source(PaymentListDocument, (r) => r.trackingCode),
  Invoice: source(InvoiceListDocument, (r) => r.number),
  PayGateway: source(PayGatewayListDocument, (r) => r.name),
  Product: source(ProductListDocument, (r) => r.title),
  ProductAttribute: source(ProductAttributeListDocument, (r) => `${r.name}: ${r.value}`),
  ProductModule: source(ProductModuleListDocument, (r) => r.title),
  Abuse: source(AbuseListDocument, (r) => `${r.reporter.fullName} — ${targetName(r.target) ?? r.targetType}`),
  Comment: source(CommentListDocument, (r) => r.body),
  Notification: source(NotificationListDocument, (r) => r.title),
};

/**
 * The sources, each with its entity's get query, which comes with the entity's declaration: it is
 * needed only for a value that arrived without its label, so no screen loads the 30 of them.
 */
export const rowTitles = Object.fromEntries(
  Object.entries(titles).map(([subject, titled]) => [
    subject,
    { ...titled, get: () => declarations[subject as EntitySubject]().then((module) => module.default.operations.get) },
  ]),
) as ReferenceSources;

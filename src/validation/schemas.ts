import type { AnyObjectSchema } from 'yup';
import type { EntitySubject } from '../ability/subjects';
import * as commerce from './commerce';
import * as content from './content';
import * as exercises from './exercises';
import * as moderation from './moderation';
import { lazyRecord } from './lazyRecord';
import * as people from './people';

/**
 * A schema per entity type of schema.graphql, keyed by the GraphQL type name (also the CASL
 * subject). Typed as a Record over every subject so a new entity cannot be left without one.
 * Each is built when first read: all thirty built up front held about 0.4 MiB of the admin's
 * heap for as long as it ran, where a screen needs one (docs/benchmarks.md, heap).
 */
export const validationSchemas: Readonly<Record<EntitySubject, AnyObjectSchema>> = lazyRecord<EntitySubject, AnyObjectSchema>({
  Language: content.languageSchema,
  Accent: content.accentSchema,
  Challenge: content.challengeSchema,
  Media: content.mediaSchema,
  MediaCard: content.mediaCardSchema,
  MediaCategory: content.mediaCategorySchema,
  MediaModule: content.mediaModuleSchema,
  Serial: content.serialSchema,
  Season: content.seasonSchema,
  Tube: content.tubeSchema,
  Banner: content.bannerSchema,
  KeywordModule: exercises.keywordModuleSchema,
  Vocabulary: exercises.vocabularySchema,
  Quiz: exercises.quizSchema,
  ShortQuestion: exercises.shortQuestionSchema,
  Comprehension: exercises.comprehensionSchema,
  ProfessorExplanation: exercises.professorExplanationSchema,
  VideoText: exercises.videoTextSchema,
  Master: people.masterSchema,
  User: people.userSchema,
  Plan: commerce.planSchema,
  Payment: commerce.paymentSchema,
  Invoice: commerce.invoiceSchema,
  PayGateway: commerce.payGatewaySchema,
  Product: commerce.productSchema,
  ProductAttribute: commerce.productAttributeSchema,
  ProductModule: commerce.productModuleSchema,
  Abuse: moderation.abuseSchema,
  Comment: moderation.commentSchema,
  Notification: moderation.notificationSchema,
});

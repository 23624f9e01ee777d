import type {
  AbuseReason,
  AbuseStatus,
  AbuseTargetType,
  BannerPlacement,
  Brand,
  ChallengeStatus,
  CommentStatus,
  Currency,
  GatewayProvider,
  InvoiceStatus,
  Level,
  MarkingMode,
  MediaKind,
  MediaStatus,
  ModuleKind,
  NotificationAudience,
  NotificationChannel,
  NotificationStatus,
  PaymentStatus,
  ProductModuleKind,
  Role,
  UserStatus,
} from '../gql/graphql';

import { ENUM_VALUES } from '../gql-facts/schemaFacts';

/**
 * Enum values as runtime lists, read from the values codegen generates from schema.graphql (the
 * one list the admin keeps); the generated types are unions only (enumsAsTypes). `all<T>()` keeps
 * each list typed as its enum.
 */
const all = <T extends string>(values: readonly T[]): readonly T[] => values;

export const ROLES = all<Role>(ENUM_VALUES.Role);
export const USER_STATUSES = all<UserStatus>(ENUM_VALUES.UserStatus);
export const CHALLENGE_STATUSES = all<ChallengeStatus>(ENUM_VALUES.ChallengeStatus);
export const BRANDS = all<Brand>(ENUM_VALUES.Brand);
export const MEDIA_KINDS = all<MediaKind>(ENUM_VALUES.MediaKind);
export const LEVELS = all<Level>(ENUM_VALUES.Level);
export const MEDIA_STATUSES = all<MediaStatus>(ENUM_VALUES.MediaStatus);
export const MODULE_KINDS = all<ModuleKind>(ENUM_VALUES.ModuleKind);
export const BANNER_PLACEMENTS = all<BannerPlacement>(ENUM_VALUES.BannerPlacement);
export const MARKING_MODES = all<MarkingMode>(ENUM_VALUES.MarkingMode);
export const CURRENCIES = all<Currency>(ENUM_VALUES.Currency);
export const PAYMENT_STATUSES = all<PaymentStatus>(ENUM_VALUES.PaymentStatus);
export const INVOICE_STATUSES = all<InvoiceStatus>(ENUM_VALUES.InvoiceStatus);
export const GATEWAY_PROVIDERS = all<GatewayProvider>(ENUM_VALUES.GatewayProvider);
export const PRODUCT_MODULE_KINDS = all<ProductModuleKind>(ENUM_VALUES.ProductModuleKind);
export const ABUSE_TARGET_TYPES = all<AbuseTargetType>(ENUM_VALUES.AbuseTargetType);
export const ABUSE_REASONS = all<AbuseReason>(ENUM_VALUES.AbuseReason);
export const ABUSE_STATUSES = all<AbuseStatus>(ENUM_VALUES.AbuseStatus);
export const COMMENT_STATUSES = all<CommentStatus>(ENUM_VALUES.CommentStatus);
export const NOTIFICATION_AUDIENCES = all<NotificationAudience>(ENUM_VALUES.NotificationAudience);
export const NOTIFICATION_CHANNELS = all<NotificationChannel>(ENUM_VALUES.NotificationChannel);
export const NOTIFICATION_STATUSES = all<NotificationStatus>(ENUM_VALUES.NotificationStatus);

import type { ProjectStatus } from '../../gql/graphql';
import * as lists from '../../validation/enums';

/**
 * Runtime values of the schema's enums by enum name, for filters, radios, selects and badges.
 * Labels are messages `enum.<EnumName>.<VALUE>`.
 */
export const ENUM_VALUES = {
  Role: lists.ROLES,
  UserStatus: lists.USER_STATUSES,
  ChallengeStatus: lists.CHALLENGE_STATUSES,
  Brand: lists.BRANDS,
  MediaKind: lists.MEDIA_KINDS,
  Level: lists.LEVELS,
  MediaStatus: lists.MEDIA_STATUSES,
  ModuleKind: lists.MODULE_KINDS,
  BannerPlacement: lists.BANNER_PLACEMENTS,
  MarkingMode: lists.MARKING_MODES,
  Currency: lists.CURRENCIES,
  PaymentStatus: lists.PAYMENT_STATUSES,
  InvoiceStatus: lists.INVOICE_STATUSES,
  GatewayProvider: lists.GATEWAY_PROVIDERS,
  ProductModuleKind: lists.PRODUCT_MODULE_KINDS,
  AbuseTargetType: lists.ABUSE_TARGET_TYPES,
  AbuseReason: lists.ABUSE_REASONS,
  AbuseStatus: lists.ABUSE_STATUSES,
  CommentStatus: lists.COMMENT_STATUSES,
  NotificationAudience: lists.NOTIFICATION_AUDIENCES,
  NotificationChannel: lists.NOTIFICATION_CHANNELS,
  NotificationStatus: lists.NOTIFICATION_STATUSES,
  // Read-only enums (never in an input), listed here for badges.
  ProjectStatus: ['IN_PROGRESS', 'COMPLETED', 'PAUSED'] satisfies ProjectStatus[],
} as const;

export type EnumName = keyof typeof ENUM_VALUES;

export function enumValues(name: EnumName): readonly string[] {
  return ENUM_VALUES[name];
}

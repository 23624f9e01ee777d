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

/**
 * Enum values as runtime lists. The generated types are unions only (enumsAsTypes), so the lists
 * are written here; `all<T>()` fails to compile when a list misses or misspells a value of the
 * schema's enum, so a schema change cannot leave validation behind silently.
 */
const all =
  <T extends string>() =>
  <const A extends readonly T[]>(values: A & ([T] extends [A[number]] ? unknown : 'missing enum values')) =>
    values as readonly T[];

export const ROLES = all<Role>()(['ADMIN', 'EDITOR', 'MODERATOR', 'FINANCE', 'SUPPORT', 'LEARNER']);
export const USER_STATUSES = all<UserStatus>()(['ACTIVE', 'SUSPENDED', 'PENDING']);
export const CHALLENGE_STATUSES = all<ChallengeStatus>()(['DRAFT', 'ACTIVE', 'ENDED']);
export const BRANDS = all<Brand>()(['TV', 'CINEMA', 'TUBE']);
export const MEDIA_KINDS = all<MediaKind>()(['VIDEO', 'AUDIO']);
export const LEVELS = all<Level>()(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
export const MEDIA_STATUSES = all<MediaStatus>()(['DRAFT', 'PUBLISHED', 'ARCHIVED']);
export const MODULE_KINDS = all<ModuleKind>()([
  'WATCH',
  'VOCABULARY',
  'QUIZ',
  'SHORT_QUESTION',
  'COMPREHENSION',
  'EXPLANATION',
  'TRANSCRIPT',
]);
export const BANNER_PLACEMENTS = all<BannerPlacement>()(['HOME_TOP', 'HOME_MIDDLE', 'PLAYER']);
export const MARKING_MODES = all<MarkingMode>()(['SINGLE', 'MULTIPLE']);
export const CURRENCIES = all<Currency>()(['IRR', 'USD', 'EUR']);
export const PAYMENT_STATUSES = all<PaymentStatus>()(['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED']);
export const INVOICE_STATUSES = all<InvoiceStatus>()(['DRAFT', 'ISSUED', 'PAID', 'VOID']);
export const GATEWAY_PROVIDERS = all<GatewayProvider>()(['ZARINPAL', 'IDPAY', 'STRIPE', 'PAYPAL']);
export const PRODUCT_MODULE_KINDS = all<ProductModuleKind>()(['COURSE', 'MEDIA_PACK', 'LIVE_CLASS']);
export const ABUSE_TARGET_TYPES = all<AbuseTargetType>()(['COMMENT', 'MEDIA', 'USER']);
export const ABUSE_REASONS = all<AbuseReason>()(['SPAM', 'HARASSMENT', 'COPYRIGHT', 'OTHER']);
export const ABUSE_STATUSES = all<AbuseStatus>()(['OPEN', 'REVIEWING', 'RESOLVED', 'DISMISSED']);
export const COMMENT_STATUSES = all<CommentStatus>()(['PENDING', 'APPROVED', 'REJECTED']);
export const NOTIFICATION_AUDIENCES = all<NotificationAudience>()(['ALL', 'PLAN', 'USERS']);
export const NOTIFICATION_CHANNELS = all<NotificationChannel>()(['PUSH', 'EMAIL', 'IN_APP']);
export const NOTIFICATION_STATUSES = all<NotificationStatus>()(['DRAFT', 'SCHEDULED', 'SENT']);

import type {
  AbuseCreateInput,
  AccentCreateInput,
  ChallengeCreateInput,
  CommentCreateInput,
  InvoiceCreateInput,
  LanguageCreateInput,
  MasterCreateInput,
  NotificationCreateInput,
  PayGatewayCreateInput,
  PaymentCreateInput,
  PlanCreateInput,
  ProductAttributeCreateInput,
  ProductCreateInput,
  ProductModuleCreateInput,
  UserCreateInput,
} from '../../src/gql/graphql';
import type { EntityType } from '../../src/validation';
import { mediaSamples, richDoc } from './samples-media';

export { richDoc };

/**
 * One valid CreateInput per entity, every field filled, typed against the generated input types
 * so a schema change that breaks a sample fails to compile. Shared with other suites (mock
 * server create/update tests), so keep them valid and deterministic.
 */
export const validSamples = {
  Language: { code: 'fa', title: 'Persian', nativeTitle: 'فارسی', countryCode: 'IR', isRTL: true, isActive: true, sortOrder: 1 } satisfies LanguageCreateInput,
  Accent: { title: 'Tehrani', languageId: 'lang-1', countryCode: 'IR', isActive: true } satisfies AccentCreateInput,
  Master: {
    firstName: 'Sara',
    lastName: 'Ahmadi',
    email: 'sara.ahmadi@example.com',
    bio: richDoc('مدرس زبان انگلیسی'),
    avatarUrl: 'https://cdn.example.com/avatars/sara.png',
    countryCode: 'IR',
    languageIds: ['lang-1', 'lang-2'],
    isActive: true,
  } satisfies MasterCreateInput,
  User: {
    email: 'ali@example.com',
    fullName: 'علی رضایی',
    mobile: '+989121234567',
    avatarUrl: 'https://cdn.example.com/avatars/ali.jpg',
    role: 'LEARNER',
    status: 'ACTIVE',
    countryCode: 'DE',
    learningLanguageId: 'lang-2',
    planId: 'plan-1',
  } satisfies UserCreateInput,
  Challenge: {
    title: '30 days of listening',
    description: richDoc('Listen every day.'),
    languageId: 'lang-2',
    startsAt: '2026-03-01T00:00:00.000Z',
    endsAt: '2026-03-31T00:00:00.000Z',
    rewardPoints: 500,
    status: 'ACTIVE',
  } satisfies ChallengeCreateInput,
  ...mediaSamples,
  Plan: {
    title: 'Gold',
    description: 'Everything, for a year',
    price: 12_000_000,
    currency: 'IRR',
    durationDays: 365,
    features: ['All media', 'Offline downloads'],
    discountPercent: 15,
    isActive: true,
  } satisfies PlanCreateInput,
  Payment: {
    userId: 'user-1',
    planId: 'plan-1',
    amount: 12_000_000,
    currency: 'IRR',
    gatewayId: 'gw-1',
    status: 'SUCCEEDED',
    trackingCode: 'ZP-000123',
    paidAt: '2026-02-10T08:30:00.000Z',
  } satisfies PaymentCreateInput,
  Invoice: {
    number: 'INV-2026-00012',
    userId: 'user-1',
    items: [{ description: 'Gold plan', quantity: 1, unitPrice: 12_000_000 }],
    currency: 'IRR',
    status: 'ISSUED',
    issuedAt: '2026-02-10T08:30:00.000Z',
    dueAt: '2026-02-24T08:30:00.000Z',
    paymentId: 'pay-1',
  } satisfies InvoiceCreateInput,
  PayGateway: { name: 'Zarinpal', provider: 'ZARINPAL', merchantId: 'zp-merchant-1', secretKey: 'sk_test_123', sandbox: true, currency: 'IRR', isActive: true } satisfies PayGatewayCreateInput,
  Product: { title: 'IELTS pack', description: richDoc('Everything for IELTS.'), sku: 'IELTS-PACK-1', price: 4900, currency: 'USD', isActive: true } satisfies ProductCreateInput,
  ProductAttribute: { productId: 'product-1', name: 'Level', value: 'B1', position: 0 } satisfies ProductAttributeCreateInput,
  ProductModule: { title: 'Speaking class', description: 'Weekly live class', productId: 'product-1', kind: 'LIVE_CLASS', price: 1500, currency: 'EUR', isActive: true } satisfies ProductModuleCreateInput,
  Abuse: {
    reporterId: 'user-2',
    targetType: 'COMMENT',
    targetId: 'comment-1',
    reason: 'SPAM',
    description: 'Advertising links',
    status: 'OPEN',
    handledById: null,
    handledAt: null,
  } satisfies AbuseCreateInput,
  Comment: { authorId: 'user-1', mediaId: 'media-1', body: 'عالی بود!', status: 'PENDING', parentId: null } satisfies CommentCreateInput,
  Notification: {
    title: 'New episodes',
    body: 'Season 2 is out.',
    audience: 'USERS',
    planId: null,
    userIds: ['user-1', 'user-2'],
    channel: 'PUSH',
    status: 'SCHEDULED',
    scheduledAt: '2026-03-01T09:00:00.000Z',
  } satisfies NotificationCreateInput,
} satisfies Record<EntityType, object>;

export type ValidSamples = typeof validSamples;

import type { Brand, PaymentStatus } from '../../gql/graphql';

/**
 * Message ids of the enum values the dashboard shows, spelled out so the catalog test sees each
 * one. Replace with the framework's `enum.<Enum>.<VALUE>` labels once those catalogs exist.
 */
export const BRAND_LABEL: Record<Brand, string> = {
  TV: 'dashboard.brand.TV',
  CINEMA: 'dashboard.brand.CINEMA',
  TUBE: 'dashboard.brand.TUBE',
};

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  PENDING: 'dashboard.paymentStatus.PENDING',
  SUCCEEDED: 'dashboard.paymentStatus.SUCCEEDED',
  FAILED: 'dashboard.paymentStatus.FAILED',
  REFUNDED: 'dashboard.paymentStatus.REFUNDED',
};

/** Spectrum badge variant by what the status means. */
export const PAYMENT_STATUS_VARIANT: Record<PaymentStatus, 'positive' | 'negative' | 'yellow' | 'info'> = {
  SUCCEEDED: 'positive',
  FAILED: 'negative',
  PENDING: 'yellow',
  REFUNDED: 'info',
};

import { array, object } from 'yup';
import { CURRENCIES, GATEWAY_PROVIDERS, INVOICE_STATUSES, PAYMENT_STATUSES, PRODUCT_MODULE_KINDS } from './enums';
import {
  dateTime,
  endAfter,
  enumOf,
  flag,
  money,
  nonNegativeInt,
  optionalString,
  percent,
  positiveInt,
  refId,
  requiredString,
  richText,
} from './rules';
import { LIMITS } from './limits';

/** Plans, payments, invoices and the shop. Amounts are integers in the minor unit (rials, cents). */

const CODE_MAX = 64;

export const planSchema = () =>
  object({
    title: requiredString(),
    description: optionalString(),
    price: money(),
    currency: enumOf(CURRENCIES),
    durationDays: positiveInt(LIMITS.planDays),
    features: array(requiredString()).nullable().max(30),
    discountPercent: percent(),
    isActive: flag(),
  });

export const paymentSchema = () =>
  object({
    userId: refId(),
    planId: refId(false),
    amount: money(),
    currency: enumOf(CURRENCIES),
    gatewayId: refId(false),
    status: enumOf(PAYMENT_STATUSES),
    trackingCode: requiredString(CODE_MAX),
    paidAt: dateTime(),
  });

const invoiceItemSchema = object({
  description: requiredString(500),
  quantity: positiveInt(LIMITS.quantity),
  unitPrice: money(),
});

export const invoiceSchema = () =>
  object({
    number: requiredString(CODE_MAX),
    userId: refId(),
    items: array(invoiceItemSchema).required().min(1),
    currency: enumOf(CURRENCIES),
    status: enumOf(INVOICE_STATUSES),
    issuedAt: dateTime(),
    dueAt: dateTime().test(endAfter('issuedAt', 'date', true)),
    paymentId: refId(false),
  });

export const payGatewaySchema = () =>
  object({
    name: requiredString(100),
    provider: enumOf(GATEWAY_PROVIDERS),
    merchantId: requiredString(100),
    // Optional on purpose: FINANCE cannot read it, so an update may carry it absent.
    secretKey: optionalString(500),
    sandbox: flag(),
    currency: enumOf(CURRENCIES),
    isActive: flag(),
  });

export const productSchema = () =>
  object({
    title: requiredString(),
    description: richText(),
    sku: requiredString(CODE_MAX),
    price: money(),
    currency: enumOf(CURRENCIES),
    isActive: flag(),
  });

export const productAttributeSchema = () =>
  object({
    productId: refId(),
    name: requiredString(100),
    value: requiredString(500),
    position: nonNegativeInt(LIMITS.position, false),
  });

export const productModuleSchema = () =>
  object({
    title: requiredString(),
    description: optionalString(),
    productId: refId(false),
    kind: enumOf(PRODUCT_MODULE_KINDS),
    price: money(),
    currency: enumOf(CURRENCIES),
    isActive: flag(),
  });

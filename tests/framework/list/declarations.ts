import { defineEntity } from '../../../src/framework/entity/types';
import {
  LanguageBulkDeleteDocument, LanguageCreateDocument, LanguageDeleteDocument, LanguageGetDocument, LanguageListDocument,
  LanguageUpdateDocument, PaymentBulkDeleteDocument, PaymentCreateDocument, PaymentDeleteDocument, PaymentGetDocument,
  PaymentListDocument, PaymentUpdateDocument,
} from '../../../src/gql/graphql';

/** Test declarations written from the typed documents, as an entity file would be. */
export const languages = defineEntity({
  subject: 'Language',
  operations: {
    list: LanguageListDocument, get: LanguageGetDocument, create: LanguageCreateDocument,
    update: LanguageUpdateDocument, delete: LanguageDeleteDocument, bulkDelete: LanguageBulkDeleteDocument,
  },
  columns: [
    { key: 'title', sort: 'TITLE' },
    { key: 'code', sort: 'CODE' },
    { key: 'isActive' },
  ],
  filters: [
    { kind: 'boolean', name: 'isActive' },
    { kind: 'country', name: 'countryCode' },
  ],
  fields: [],
  title: (row) => row.title,
  defaultSort: { field: 'TITLE', direction: 'ASC' },
  drawer: true,
});

export const payments = defineEntity({
  subject: 'Payment',
  operations: {
    list: PaymentListDocument, get: PaymentGetDocument, create: PaymentCreateDocument,
    update: PaymentUpdateDocument, delete: PaymentDeleteDocument, bulkDelete: PaymentBulkDeleteDocument,
  },
  columns: [
    { key: 'trackingCode', sort: 'TRACKING_CODE' },
    { key: 'user', text: (row) => row.user.fullName },
    { key: 'amount', sort: 'AMOUNT', text: (row, format) => format.money(row.amount, row.currency) },
    { key: 'status', sort: 'STATUS', text: (row, format) => format.enumValue('PaymentStatus', row.status) },
    { key: 'paidAt', sort: 'PAID_AT' },
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'PaymentStatus' },
    { kind: 'reference', name: 'userId', entity: 'User' },
    { kind: 'dateRange', name: 'paidAt' },
  ],
  fields: [],
  title: (row) => row.trackingCode,
  defaultSort: { field: 'PAID_AT', direction: 'DESC' },
});

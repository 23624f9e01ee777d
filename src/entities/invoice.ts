import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { InvoiceOperations } from '../gql-docs';
import { invoiceStatusFlow, statusChoices } from '../validation/transitions';
import InvoicePrintPanel from './commerce/InvoicePrintPanel';
import { LIMITS } from '../validation/limits';
import { lazyComponent } from '../ui/lazyComponent';
import { invoicePrefix, nextInvoiceNumber } from './commerce/invoiceNumber';

/** The form's own field, in the form's chunks: a list never loads it (nor formik). */
const InvoiceTotalField = lazyComponent(() => import('./commerce/InvoiceTotalField'));

/**
 * Invoices: FINANCE drafts them from the list; only a DRAFT changes, and its status only to ISSUED
 * (the server refuses other steps); once issued, paid or void it is read-only. Switching to ISSUED
 * proposes now as the issue date, and saving it asks first, as it cannot be undone. The total
 * follows the items as they are typed and is computed again by the server; a printable copy sits
 * below. A new one proposes the year's next number and today as its issue date.
 */
export default defineEntity({
  subject: 'Invoice',
  operations: InvoiceOperations,
  defaultSort: { field: 'ISSUED_AT', direction: 'DESC' },
  columns: [
    col.text('number', { sort: 'NUMBER', isRowHeader: true }),
    col.ref('user', (user) => String(user.fullName), { priority: 2 }),
    col.money('total', 'currency', { sort: 'TOTAL', priority: 1 }),
    col.enum('status', 'InvoiceStatus', { sort: 'STATUS', priority: 1 }),
    col.date('issuedAt', { sort: 'ISSUED_AT', priority: 3 }),
    col.date('dueAt'),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'InvoiceStatus', primary: true },
    { kind: 'enum', name: 'currency', enumName: 'Currency' },
    { kind: 'reference', name: 'userId', entity: 'User', primary: true },
    { kind: 'dateRange', name: 'issuedAt' },
  ],
  // Who and which number, the lines, their currency beside the total, then the dates and the
  // status: a draft is filled top to bottom, and Tab walks it in this order.
  fields: [
    { name: 'number', kind: 'code' },
    { name: 'userId', kind: 'reference', entity: 'User' },
    {
      name: 'items',
      kind: 'repeater',
      wide: true,
      fields: [
        { name: 'description', kind: 'text', label: 'invoice.item.description', wide: true },
        { name: 'quantity', kind: 'number', min: 1, max: LIMITS.quantity, label: 'invoice.item.quantity' },
        { name: 'unitPrice', kind: 'money', currencyField: 'currency', label: 'invoice.item.unitPrice' },
      ],
      newItem: { description: '', quantity: 1, unitPrice: null },
    },
    { name: 'currency', kind: 'select', enumName: 'Currency' },
    { name: 'total', kind: 'custom', component: InvoiceTotalField, display: true, wide: false },
    { name: 'issuedAt', kind: 'datetime' },
    { name: 'dueAt', kind: 'datetime' },
    // Only the steps the server takes: a draft is issued; an issued one is paid or voided.
    { name: 'status', kind: 'radio', enumName: 'InvoiceStatus', choices: (loaded) => statusChoices(invoiceStatusFlow, loaded.status) },
    { name: 'paymentId', kind: 'reference', entity: 'Payment' },
  ],
  defaults: { currency: 'IRR', status: 'DRAFT', items: [{ description: '', quantity: 1, unitPrice: 0 }] },
  newDefaults: (now) => ({ issuedAt: new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString() }),
  sequence: { field: 'number', sort: 'NUMBER', prefix: invoicePrefix, next: nextInvoiceNumber },
  readOnlyWhen: (invoice) => invoice.status !== 'DRAFT',
  // Issuing freezes the invoice for good (docs/decisions.md): dated now unless set, and confirmed.
  proposeNow: [{ field: 'issuedAt', when: (values) => values.status === 'ISSUED' }],
  confirmSave: {
    when: (values, loaded) => values.status === 'ISSUED' && loaded.status !== 'ISSUED',
    title: 'invoice.issue.title',
    message: 'invoice.issue.message',
    confirm: 'invoice.issue.confirm',
  },
  readOnlyNote: 'invoice.readOnly.issued',
  editPanels: [InvoicePrintPanel],
});

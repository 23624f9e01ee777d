import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { PaymentOperations } from '../gql-docs';
import { paymentStatusFlow, statusChoices } from '../validation/transitions';
import { paymentActions } from './commerce/paymentActions';

/**
 * Payments are recorded by the gateways; the admin lists them (no new screen in the specification).
 * One that went through (or was refunded) is read-only, as an issued invoice is: it changes only
 * by the Refund action, and the server refuses any other change (docs/decisions.md).
 */
export default defineEntity({
  subject: 'Payment',
  operations: PaymentOperations,
  defaultSort: { field: 'PAID_AT', direction: 'DESC' },
  columns: [
    col.text('trackingCode', { sort: 'TRACKING_CODE', isRowHeader: true }),
    col.ref('user', (user) => String(user.fullName), { priority: 2 }),
    col.ref('plan', (plan) => String(plan.title), { priority: 4 }),
    col.money('amount', 'currency', { sort: 'AMOUNT', priority: 1 }),
    col.ref('gateway', (gateway) => String(gateway.name)),
    col.enum('status', 'PaymentStatus', { sort: 'STATUS', priority: 1 }),
    col.date('paidAt', { sort: 'PAID_AT', priority: 2 }),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'PaymentStatus', primary: true },
    { kind: 'enum', name: 'currency', enumName: 'Currency' },
    { kind: 'dateRange', name: 'paidAt' },
    { kind: 'reference', name: 'userId', entity: 'User', primary: true },
    { kind: 'reference', name: 'gatewayId', entity: 'PayGateway' },
  ],
  fields: [
    { name: 'userId', kind: 'reference', entity: 'User' },
    { name: 'planId', kind: 'reference', entity: 'Plan' },
    { name: 'amount', kind: 'money', currencyField: 'currency' },
    { name: 'currency', kind: 'select', enumName: 'Currency' },
    { name: 'gatewayId', kind: 'reference', entity: 'PayGateway' },
    { name: 'status', kind: 'select', enumName: 'PaymentStatus', choices: (loaded) => statusChoices(paymentStatusFlow, loaded.status) },
    { name: 'trackingCode', kind: 'code' },
    { name: 'paidAt', kind: 'datetime' },
  ],
  defaults: { currency: 'IRR', status: 'PENDING' },
  readOnlyWhen: (payment) => payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED',
  readOnlyNote: 'payment.readOnly.settled',
  rowActions: paymentActions,
});

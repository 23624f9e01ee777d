import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { PaymentOperations } from '../gql-docs';

/** Payments are recorded by the gateways; the admin lists them (no new screen in the specification). */
export default defineEntity({
  subject: 'Payment',
  operations: PaymentOperations,
  defaultSort: { field: 'PAID_AT', direction: 'DESC' },
  columns: [
    col.text('trackingCode', { sort: 'TRACKING_CODE', isRowHeader: true }),
    col.ref('user', (user) => String(user.fullName)),
    col.ref('plan', (plan) => String(plan.title)),
    col.money('amount', 'currency', { sort: 'AMOUNT' }),
    col.ref('gateway', (gateway) => String(gateway.name)),
    col.enum('status', 'PaymentStatus', { sort: 'STATUS' }),
    col.date('paidAt', { sort: 'PAID_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'PaymentStatus' },
    { kind: 'enum', name: 'currency', enumName: 'Currency' },
    { kind: 'dateRange', name: 'paidAt' },
    { kind: 'reference', name: 'userId', entity: 'User' },
    { kind: 'reference', name: 'gatewayId', entity: 'PayGateway' },
  ],
  fields: [
    { name: 'userId', kind: 'reference', entity: 'User' },
    { name: 'planId', kind: 'reference', entity: 'Plan' },
    { name: 'amount', kind: 'money', currencyField: 'currency' },
    { name: 'currency', kind: 'select', enumName: 'Currency' },
    { name: 'gatewayId', kind: 'reference', entity: 'PayGateway' },
    { name: 'status', kind: 'select', enumName: 'PaymentStatus' },
    { name: 'trackingCode', kind: 'text' },
    { name: 'paidAt', kind: 'datetime' },
  ],
  defaults: { currency: 'IRR', status: 'PENDING' },
});

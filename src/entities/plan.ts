import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { PlanOperations } from '../gql-docs';
import { LIMITS } from '../validation/limits';

export default defineEntity({
  subject: 'Plan',
  operations: PlanOperations,
  defaultSort: { field: 'PRICE', direction: 'ASC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.money('price', 'currency', { sort: 'PRICE' }),
    col.text('durationDays', { sort: 'DURATION_DAYS', width: 150 }),
    col.text('discountPercent', { width: 140 }),
    col.bool('isActive', { priority: 2 }),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'currency', enumName: 'Currency' },
    { kind: 'boolean', name: 'isActive' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'durationDays', kind: 'number', min: 1, max: LIMITS.planDays },
    { name: 'price', kind: 'money', currencyField: 'currency' },
    { name: 'currency', kind: 'select', enumName: 'Currency' },
    { name: 'discountPercent', kind: 'number', min: 0, max: 100 },
    { name: 'isActive', kind: 'switch' },
    { name: 'description', kind: 'textarea' },
    { name: 'features', kind: 'stringList', wide: true },
  ],
  defaults: { currency: 'IRR', isActive: true, durationDays: 30, discountPercent: 0, features: [] },
});

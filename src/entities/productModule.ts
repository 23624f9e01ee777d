import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { ProductModuleOperations } from '../gql-docs';

export default defineEntity({
  subject: 'ProductModule',
  operations: ProductModuleOperations,
  defaultSort: { field: 'TITLE', direction: 'ASC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.ref('product', (product) => String(product.title)),
    col.enum('kind', 'ProductModuleKind'),
    col.money('price', 'currency', { sort: 'PRICE' }),
    col.bool('isActive', { priority: 2 }),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'reference', name: 'productId', entity: 'Product', primary: true },
    { kind: 'enum', name: 'kind', enumName: 'ProductModuleKind', primary: true },
    { kind: 'enum', name: 'currency', enumName: 'Currency' },
    { kind: 'boolean', name: 'isActive' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'productId', kind: 'reference', entity: 'Product' },
    { name: 'kind', kind: 'radio', enumName: 'ProductModuleKind' },
    { name: 'isActive', kind: 'switch' },
    { name: 'price', kind: 'money', currencyField: 'currency' },
    { name: 'currency', kind: 'select', enumName: 'Currency' },
    { name: 'description', kind: 'textarea' },
  ],
  defaults: { currency: 'IRR', kind: 'COURSE', isActive: true },
  // A product's "Add module" opens the form with the product chosen.
  presetFromQuery: ['productId'],
});

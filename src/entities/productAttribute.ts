import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { ProductAttributeOperations } from '../gql-docs';
import { LIMITS } from '../validation/limits';

/**
 * A product's attribute (name, value, position), added and edited in a drawer on the product's
 * attributes screen, which fixes the product (`defaults.productId`) and lists them by position.
 */
export default defineEntity({
  subject: 'ProductAttribute',
  drawer: true,
  operations: ProductAttributeOperations,
  defaultSort: { field: 'POSITION', direction: 'ASC' },
  columns: [
    col.text('name', { sort: 'NAME', isRowHeader: true }),
    col.text('value'),
    col.text('position', { sort: 'POSITION' }),
  ],
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'value', kind: 'text' },
    { name: 'position', kind: 'number', min: 0, max: LIMITS.position },
  ],
  defaults: { position: 0 },
});

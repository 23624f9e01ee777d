import { IconListDetails } from '@tabler/icons-react';
import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { ProductOperations } from '../gql-docs';
import ProductAttributesPanel from './commerce/ProductAttributesPanel';
import ProductModulesPanel from './commerce/ProductModulesPanel';
import { urls } from '../paths';

/**
 * Products of the shop; their attributes have a screen of their own, linked with the modules under
 * the form, where a new product lands once saved.
 */
export default defineEntity({
  subject: 'Product',
  operations: ProductOperations,
  defaultSort: { field: 'TITLE', direction: 'ASC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.text('sku', { sort: 'SKU' }),
    col.money('price', 'currency', { sort: 'PRICE' }),
    col.bool('isActive', { priority: 2 }),
    col.date('updatedAt', { sort: 'UPDATED_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'currency', enumName: 'Currency' },
    { kind: 'boolean', name: 'isActive' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'sku', kind: 'code', description: 'product.help.sku' },
    { name: 'price', kind: 'money', currencyField: 'currency' },
    { name: 'currency', kind: 'select', enumName: 'Currency' },
    { name: 'isActive', kind: 'switch' },
    { name: 'description', kind: 'richText', wide: true },
  ],
  defaults: { currency: 'IRR', isActive: true },
  rowLinks: [{ label: 'product.attributes.open', href: (row) => urls.productAttributes(row.id), icon: IconListDetails }],
  // A new product lands on its edit screen, where its attributes and modules are added next.
  afterCreate: 'edit',
  editPanels: [ProductAttributesPanel, ProductModulesPanel],
});

import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { PayGatewayOperations } from '../gql-docs';

/**
 * Gateways add and edit in a drawer. The secret key is write-only: never read back (FINANCE may
 * not even read it), sent only when a new one is typed.
 */
export default defineEntity({
  subject: 'PayGateway',
  drawer: true,
  operations: PayGatewayOperations,
  defaultSort: { field: 'NAME', direction: 'ASC' },
  columns: [
    col.text('name', { sort: 'NAME', isRowHeader: true }),
    col.enum('provider', 'GatewayProvider'),
    col.text('merchantId', { priority: 4 }),
    col.enum('currency', 'Currency'),
    col.bool('sandbox', { priority: 3 }),
    col.bool('isActive', { priority: 2 }),
  ],
  filters: [
    { kind: 'enum', name: 'provider', enumName: 'GatewayProvider', primary: true },
    { kind: 'enum', name: 'currency', enumName: 'Currency', primary: true },
    { kind: 'boolean', name: 'sandbox' },
    { kind: 'boolean', name: 'isActive', primary: true },
  ],
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'provider', kind: 'select', enumName: 'GatewayProvider' },
    { name: 'merchantId', kind: 'code' },
    { name: 'secretKey', kind: 'text', writeOnly: true },
    { name: 'currency', kind: 'select', enumName: 'Currency' },
    { name: 'sandbox', kind: 'switch' },
    { name: 'isActive', kind: 'switch' },
  ],
  defaults: { currency: 'IRR', sandbox: false, isActive: true },
});

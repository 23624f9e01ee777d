import { useListController } from '../../framework/list/useListController';
import { ProductAttributeOperations } from '../../gql-docs';
import attributes from '../productAttribute';

/** One product's attributes, all of them in their order: the panel under its form and its attributes screen. */
export function useProductAttributes(productId: string) {
  return useListController<typeof ProductAttributeOperations>(attributes, { params: 'local', permanentFilter: { productId }, sort: { field: 'POSITION', direction: 'ASC' }, initial: { pageSize: null } });
}

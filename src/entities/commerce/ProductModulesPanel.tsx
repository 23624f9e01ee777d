import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { ListProvider } from '../../framework/list/ListContext';
import { useListController } from '../../framework/list/useListController';
import { RelatedGrid } from '../../framework/panels/RelatedGrid';
import { ProductModuleOperations } from '../../gql-docs';
import productModules from '../productModule';
import { urls } from '../../paths';

const COLUMNS = ['title', 'kind', 'price', 'isActive'];

/** A product's modules under its form, edited in place (title, kind, price, active); "Add module" opens a module form already tied to the product. */
export default function ProductModulesPanel({ id }: EditPanelProps) {
  const ability = useAppAbility();
  const list = useListController<typeof ProductModuleOperations>(productModules, { params: 'local', permanentFilter: { productId: id }, sort: { field: 'TITLE', direction: 'ASC' }, initial: { pageSize: null } });
  return (
    <ListProvider value={list}>
      <RelatedGrid
        declaration={productModules}
        title="product.panels.modules"
        empty="product.panels.noModules"
        columns={COLUMNS}
        open={(module) => ({ href: urls.edit('ProductModule', module.id) })}
        add={ability.can('create', 'ProductModule') ? { label: 'product.panels.addModule', href: `${urls.new('ProductModule')}?productId=${id}` } : undefined}
      />
    </ListProvider>
  );
}

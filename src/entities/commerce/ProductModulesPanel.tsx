import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { ListProvider } from '../../framework/list/ListContext';
import { useListController } from '../../framework/list/useListController';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { ProductModuleOperations } from '../../gql-docs';
import productModules from '../productModule';
import { urls } from '../../paths';

/** A product's modules under its form; "Add module" opens a module form already tied to the product. */
export default function ProductModulesPanel({ id }: EditPanelProps) {
  const ability = useAppAbility();
  const format = useValueFormatter();
  const list = useListController<typeof ProductModuleOperations>(productModules, { params: 'local', permanentFilter: { productId: id }, sort: { field: 'TITLE', direction: 'ASC' }, initial: { pageSize: null } });
  const rows = list.rows.map((module) => ({
    id: module.id,
    label: module.title,
    href: urls.edit('ProductModule', module.id),
    detail: `${format.enumValue('ProductModuleKind', module.kind)} · ${format.money(module.price, module.currency)}`,
  }));
  return (
    <ListProvider value={list}>
      <RelatedRows
        title="product.panels.modules"
        empty="product.panels.noModules"
        rows={rows}
        add={ability.can('create', 'ProductModule') ? { label: 'product.panels.addModule', href: `${urls.new('ProductModule')}?productId=${id}` } : undefined}
      />
    </ListProvider>
  );
}

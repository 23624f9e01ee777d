import { useQuery } from '@apollo/client/react';
import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { ProductModuleListDocument } from '../../gql-docs';
import { urls } from '../../paths';

/** A product's modules under its form; "Add module" opens a module form already tied to the product. */
export default function ProductModulesPanel({ id }: EditPanelProps) {
  const ability = useAppAbility();
  const format = useValueFormatter();
  const { data, error, refetch } = useQuery(ProductModuleListDocument, {
    variables: { filter: { productId: id }, sort: { field: 'TITLE', direction: 'ASC' }, page: 1, pageSize: null },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.productModuleList.items.map((module) => ({
    id: module.id,
    label: module.title,
    href: urls.edit('ProductModule', module.id),
    detail: `${format.enumValue('ProductModuleKind', module.kind)} · ${format.money(module.price, module.currency)}`,
  }));
  return (
    <RelatedRows
      title="product.panels.modules"
      empty="product.panels.noModules"
      rows={rows ?? null}
      failed={Boolean(error) && !data}
      onRetry={() => void refetch()}
      add={ability.can('create', 'ProductModule') ? { label: 'product.panels.addModule', href: `${urls.new('ProductModule')}?productId=${id}` } : undefined}
    />
  );
}

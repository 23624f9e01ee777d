import { useQuery } from '@apollo/client/react';
import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { ProductAttributeListDocument } from '../../gql-docs';
import { urls } from '../../paths';

/**
 * A product's attributes under its form, in their order, each opening the attributes screen where
 * they are added, edited and reordered; so a product just created (which lands here, `afterCreate`)
 * is one press away from its attributes.
 */
export default function ProductAttributesPanel({ id }: EditPanelProps) {
  const ability = useAppAbility();
  const { data, error, refetch } = useQuery(ProductAttributeListDocument, {
    variables: { filter: { productId: id }, sort: { field: 'POSITION', direction: 'ASC' }, page: 1, pageSize: null },
    fetchPolicy: 'cache-and-network',
  });
  const screen = urls.productAttributes(id);
  const rows = data?.productAttributeList.items.map((attribute) => ({ id: attribute.id, label: `${attribute.name}: ${attribute.value}`, href: screen }));
  const canChange = ability.can('create', 'ProductAttribute') || ability.can('update', 'ProductAttribute');
  return (
    <RelatedRows
      title="product.panels.attributes"
      empty="product.attributes.empty"
      rows={rows ?? null}
      failed={Boolean(error) && !data}
      onRetry={() => void refetch()}
      add={canChange ? { label: 'product.panels.editAttributes', href: screen } : undefined}
    />
  );
}

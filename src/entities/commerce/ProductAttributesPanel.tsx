import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { ListProvider } from '../../framework/list/ListContext';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { urls } from '../../paths';
import { useProductAttributes } from './useProductAttributes';

/**
 * A product's attributes under its form, in their order, each opening the attributes screen where
 * they are added, edited and reordered; so a product just created (which lands here, `afterCreate`)
 * is one press away from its attributes.
 */
export default function ProductAttributesPanel({ id }: EditPanelProps) {
  const ability = useAppAbility();
  const list = useProductAttributes(id);
  const screen = urls.productAttributes(id);
  const rows = list.rows.map((attribute) => ({ id: attribute.id, label: `${attribute.name}: ${attribute.value}`, href: screen }));
  const canChange = ability.can('create', 'ProductAttribute') || ability.can('update', 'ProductAttribute');
  return (
    <ListProvider value={list}>
      <RelatedRows
        title="product.panels.attributes"
        empty="product.attributes.empty"
        rows={rows}
        add={canChange ? { label: 'product.panels.editAttributes', href: screen } : undefined}
      />
    </ListProvider>
  );
}

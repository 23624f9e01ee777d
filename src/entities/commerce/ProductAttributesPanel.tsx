import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { ListProvider } from '../../framework/list/ListContext';
import { RelatedGrid } from '../../framework/panels/RelatedGrid';
import { urls } from '../../paths';
import attributes from '../productAttribute';
import { useProductAttributes } from './useProductAttributes';

/**
 * A product's attributes under its form, in their order, their name, value and position edited in
 * place; a name opens the attributes screen where they are added and reordered, so a product just
 * created (which lands here, `afterCreate`) is one press away from its attributes.
 */
export default function ProductAttributesPanel({ id }: EditPanelProps) {
  const ability = useAppAbility();
  const list = useProductAttributes(id);
  const screen = urls.productAttributes(id);
  const canChange = ability.can('create', 'ProductAttribute') || ability.can('update', 'ProductAttribute');
  return (
    <ListProvider value={list}>
      <RelatedGrid
        declaration={attributes}
        title="product.panels.attributes"
        empty="product.attributes.empty"
        open={() => ({ href: screen })}
        add={canChange ? { label: 'product.panels.editAttributes', href: screen } : undefined}
      />
    </ListProvider>
  );
}

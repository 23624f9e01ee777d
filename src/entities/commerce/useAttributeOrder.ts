import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ProductAttributeUpdateDocument } from '../../gql-docs';
import { toast } from '../../ui/toast';

export interface Positioned {
  id: string;
  position: number;
}

/**
 * The positions a list must have after moving one item from `from` to `to`: 0, 1, 2… in the new
 * order, and only the rows whose position changes (seeded positions may have gaps or ties).
 */
export function reorderedPositions<T extends Positioned>(rows: readonly T[], from: number, to: number): { id: string; position: number }[] {
  const order = [...rows];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved);
  return order.map((row, index) => ({ id: row.id, position: index })).filter((next, index) => order[index].position !== next.position);
}

/** Moves an attribute by saving the new positions, then lets the screen reload the list. */
export function useAttributeOrder(onSaved: () => void) {
  const client = useApolloClient();
  const [saving, setSaving] = useState(false);
  const move = async (rows: readonly Positioned[], from: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    setSaving(true);
    try {
      const changes = reorderedPositions(rows, from, to);
      const results = await Promise.all(
        changes.map((change) => client.mutate({ mutation: ProductAttributeUpdateDocument, variables: { id: change.id, input: { position: change.position } } })),
      );
      if (results.some((result) => result.data?.productAttributeUpdate.userErrors.length)) toast.error('errors.genericCheckInput');
      else toast.success('product.attributes.reordered');
    } catch {
      toast.error('errors.generic');
    } finally {
      setSaving(false);
      onSaved();
    }
  };
  return { move, saving };
}

import { useQuery } from '@apollo/client/react';
import { rootOf } from '../entity/documents';
import type { EntityDeclaration, EntityOperations, FormEntity } from '../entity/types';

/**
 * One record read with its entity's get query, for a screen about a record that is not its form
 * (a product's attributes name the product). Undefined until it arrives, or when it cannot be read.
 *
 * @example const product = useRecord<typeof ProductOperations>(products, id); product?.title
 */
export function useRecord<Ops extends EntityOperations>(declaration: EntityDeclaration<Ops>, id: string): FormEntity<Ops['get']> | undefined {
  const { data } = useQuery(declaration.operations.get, { variables: { id } });
  return rootOf<FormEntity<Ops['get']>>(declaration.operations.get, data) ?? undefined;
}

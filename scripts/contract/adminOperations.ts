import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { RootField } from './conventions/entities';

interface Operation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  roots: string[];
  variables: string[];
  document: DocumentNode;
  size: number;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

/**
 * The admin's own operations (as codegen generated them from operations/, however they are
 * written there), found by the root field they call rather than by name: the round trips send
 * exactly what the admin sends.
 */
export class AdminOperations {
  private readonly operations: Operation[];

  constructor(generated: Record<string, unknown>) {
    this.operations = Object.values(generated).filter(isDocument).flatMap((document) => {
      const definition = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (!definition?.name) return [];
      const roots = definition.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD && selection.name.value !== '__typename' ? [selection.name.value] : []));
      const variables = (definition.variableDefinitions ?? []).map((variable) => variable.variable.name.value);
      return [{ name: definition.name.value, kind: definition.operation, roots, variables, document, size: print(document).length }];
    });
  }

  get count(): number {
    return this.operations.length;
  }

  /**
   * The operation that calls only `root` and passes all its arguments through (a screen's own
   * query, not a panel's narrower one); among several, the one that reads the most.
   */
  forRoot(kind: 'query' | 'mutation', root: RootField | undefined): { name: string; document: DocumentNode } | undefined {
    if (!root) return undefined;
    const args = root.field.args.map((arg) => arg.name).sort().join();
    const [best] = this.operations
      .filter((op) => op.kind === kind && op.roots.length === 1 && op.roots[0] === root.name)
      .sort((a, b) => Number([...b.variables].sort().join() === args) - Number([...a.variables].sort().join() === args) || b.size - a.size);
    return best && { name: best.name, document: best.document };
  }
}

import type { DocumentNode, OperationDefinitionNode } from 'graphql';

/**
 * The root field an operation selects (`languageCreate`, `languageList`, `language`). Every
 * entity document selects exactly one, so results are read by the document's own field name
 * instead of by a name guessed from the entity.
 */
export function rootFieldName(document: DocumentNode): string {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const field = operation?.selectionSet.selections.find((s) => s.kind === 'Field');
  if (!field || field.kind !== 'Field') throw new Error('An entity document selects one root field.');
  return field.name.value;
}

/** The object under an operation's root field, or null. */
export function rootOf<T = Record<string, unknown>>(document: DocumentNode, data: unknown): T | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[rootFieldName(document)];
  return value && typeof value === 'object' ? (value as T) : null;
}

// @vitest-environment node
import type { DefinitionNode, DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as modules from '../../src/gql-docs';
import * as preset from '../../src/gql/graphql';

/** A document's definitions by name: the order its fragments come in does not matter. */
const byName = (document: DocumentNode) =>
  Object.fromEntries(document.definitions.map((definition: DefinitionNode) => ['name' in definition ? definition.name?.value : '', definition]));

const documents = Object.entries(modules).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

describe('the documents of src/gql-docs (one module each, scripts/codegen-documents-preset.cjs)', () => {
  it('are every operation of operations/', () => {
    const operations = Object.keys(preset).filter((name) => name.endsWith('Document') && !name.endsWith('FragmentDoc'));
    expect(documents.map(([name]) => name).sort()).toEqual(operations.sort());
  });

  it.each(documents)('%s is the client preset’s document', (name, document) => {
    expect(byName(document)).toEqual(byName((preset as unknown as Record<string, DocumentNode>)[name]));
  });

  it('group each entity’s six by the naming convention', () => {
    expect(modules.AccentOperations).toEqual({
      list: modules.AccentListDocument,
      get: modules.AccentGetDocument,
      create: modules.AccentCreateDocument,
      update: modules.AccentUpdateDocument,
      delete: modules.AccentDeleteDocument,
      bulkDelete: modules.AccentBulkDeleteDocument,
    });
  });
});

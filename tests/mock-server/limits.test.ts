// @vitest-environment node
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimit } from '../../mock-server/limits';

const schema = buildSchema(`
  type Folder { name: String, parent: Folder, children: [Folder!]! }
  type Query { root: Folder, hello: String }
`);

function errors(query: string, max = 12) {
  return validate(schema, parse(query), [depthLimit(max)]);
}

/** `{ root { parent { parent ... { name } } } }` with `depth` fields on the deepest path. */
function nested(depth: number): string {
  return `{ root ${'{ parent '.repeat(depth - 2)}{ name }${' }'.repeat(depth - 2)} }`;
}

describe('depthLimit', () => {
  it('accepts a query at the limit and refuses one level deeper', () => {
    expect(errors(nested(12))).toEqual([]);
    const [error, ...rest] = errors(nested(13));
    expect(rest).toEqual([]);
    expect(error.message).toBe('Query is too deep (13 > 12)');
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_DEEP' });
  });

  it('counts a top-level scalar as depth 1', () => {
    expect(errors('{ hello }', 1)).toEqual([]);
    expect(errors('{ root { name } }', 1)[0].message).toBe('Query is too deep (2 > 1)');
  });

  it('counts depth through fragment spreads and inline fragments', () => {
    const query = `
      query Deep { root { ...A } }
      fragment A on Folder { parent { ... on Folder { children { ...B } } } }
      fragment B on Folder { parent { name } }
    `;
    expect(errors(query, 5)).toEqual([]);
    expect(errors(query, 4)[0].message).toBe('Query is too deep (5 > 4)');
  });

  it('checks each operation of a document on its own', () => {
    const query = `query Shallow { hello } query Deep ${nested(4)}`;
    const found = errors(query, 3);
    expect(found).toHaveLength(1);
    expect(found[0].message).toBe('Query is too deep (4 > 3)');
  });

  it('does not loop on fragment cycles (the specified rules report them)', () => {
    const query = 'query { root { ...A } } fragment A on Folder { parent { ...A } }';
    expect(() => errors(query)).not.toThrow();
  });

  it('lets the standard introspection query pass at the default limit', () => {
    expect(errors(getIntrospectionQuery())).toEqual([]);
    expect(errors(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }))).toEqual([]);
  });

  it('still counts recursion through introspection', () => {
    // __schema, types, five times (fields, type), name: 13 fields deep.
    const query = `{ __schema { types { ${'fields { type { '.repeat(5)}name${' } }'.repeat(5)} } } }`;
    expect(errors(query)[0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP' });
    expect(errors('{ __type(name: "Folder") { fields { type { name } } } }', 3)[0].message).toBe(
      'Query is too deep (4 > 3)',
    );
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, Kind, parse, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { deriveOperations, type OperationSource } from '../../scripts/operations/derive';
import { readOperationSources } from '../../scripts/operations/read';

const root = resolve(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(resolve(root, 'schema.graphql'), 'utf8'));
const sources = readOperationSources(root);

const source = (file: string, text: string): OperationSource => ({ file, document: parse(text) });
const common = sources.filter((each) => each.file === 'operations/common/fragments.graphql');
const accentFragments = sources.filter((each) => each.file === 'operations/accent/fragments.graphql');
const names = (document: DocumentNode) => document.definitions.map((definition) => ('name' in definition ? definition.name?.value : undefined));

describe('scripts/operations/derive.ts', () => {
  it('derives exactly the six documents of a conventional entity, as they were written by hand', () => {
    const [accent, ...others] = deriveOperations(schema, [...common, ...accentFragments]);
    expect(others).toEqual([]);
    expect(accent.file).toBe('operations/accent/generated.graphql');
    expect(names(accent.document)).toEqual(['AccentList', 'AccentGet', 'AccentCreate', 'AccentUpdate', 'AccentDelete', 'AccentBulkDelete']);
    expect(print(accent.document)).toContain(print(parse(`
      mutation AccentUpdate($id: ID!, $input: AccentUpdateInput!, $expectedUpdatedAt: DateTime) {
        accentUpdate(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
          accent { ...AccentRow ...AccentForm }
          userErrors { ...UserErrorFields }
        }
      }`)));
    expect(print(accent.document)).toContain(print(parse(`
      query AccentList($filter: AccentFilter, $sort: AccentSort, $page: Int!, $pageSize: Int) {
        accentList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
          items { ...AccentRow }
          total
          page
          pageSize
        }
      }`)));
  });

  it('derives, for the whole project, documents that the schema accepts', () => {
    const derived = deriveOperations(schema, sources);
    // Every entity (a type with `tList`) has a folder; SavedView has none of the conventional root fields.
    expect(derived.map(({ entity }) => entity)).toContain('Tube');
    expect(derived.map(({ entity }) => entity)).not.toContain('SavedView');
    const fragments = sources.flatMap(({ document }) => document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION));
    for (const { entity, document } of derived) {
      const errors = validate(schema, { kind: Kind.DOCUMENT, definitions: [...document.definitions, ...fragments] })
        .filter((error) => !/is never used/.test(error.message));
      expect(errors.map((error) => `${entity}: ${error.message}`)).toEqual([]);
    }
  });

  it('leaves an operation written by hand to the entity, and derives the rest', () => {
    const seasonGet = source('operations/season/queries.graphql', 'query SeasonGet($id: ID!) { season(id: $id) { id title } }');
    const seasonFragments = sources.filter((each) => each.file === 'operations/season/fragments.graphql');
    const [season] = deriveOperations(schema, [...common, ...seasonFragments, seasonGet]);
    expect(names(season.document)).toEqual(['SeasonList', 'SeasonCreate', 'SeasonUpdate', 'SeasonDelete', 'SeasonBulkDelete']);
  });

  it('derives only the root fields the schema has, with the arguments the schema gives them', () => {
    const small = buildSchema(`
      type Query { thingList(filter: String, page: Int! = 1): ThingPage! thing(id: ID!): Thing }
      type Mutation { thingDelete(id: ID!): DeletePayload! }
      type Thing { id: ID! name: String! }
      type ThingPage { items: [Thing!]! total: Int! }
      type DeletePayload { deletedId: ID userErrors: [UserError!]! }
      type UserError { message: String! }
    `);
    const [thing] = deriveOperations(small, [
      source('operations/common/fragments.graphql', 'fragment UserErrorFields on UserError { message }'),
      source('operations/thing/fragments.graphql', 'fragment ThingRow on Thing { id } fragment ThingForm on Thing { ...ThingRow name }'),
    ]);
    expect(print(thing.document)).toBe(print(parse(`
      query ThingList($filter: String, $page: Int!) { thingList(filter: $filter, page: $page) { items { ...ThingRow } total } }
      query ThingGet($id: ID!) { thing(id: $id) { ...ThingForm } }
      mutation ThingDelete($id: ID!) { thingDelete(id: $id) { deletedId userErrors { ...UserErrorFields } } }
    `)));
  });

  it('says which file lacks which fragment when one is missing', () => {
    const withoutForm = source('operations/accent/fragments.graphql', 'fragment AccentRow on Accent { id }');
    expect(() => deriveOperations(schema, [...common, withoutForm])).toThrow(
      'operations/accent/fragments.graphql has no fragment AccentForm (on Accent), which the derived AccentGet selects: add it, or write AccentGet by hand.',
    );
  });

  it('ignores the files it generated itself', () => {
    const stale = source('operations/accent/generated.graphql', 'query AccentGet($id: ID!) { accent(id: $id) { id } }');
    const [accent] = deriveOperations(schema, [...common, ...accentFragments, stale]);
    expect(names(accent.document)).toContain('AccentGet');
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, valueFromAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ENTITY_SUBJECTS } from '../../../src/ability/subjects';
import { CREATE_INPUT_DEFAULTS } from '../../../src/gql-facts/schemaFacts';

describe('create input defaults', () => {
  it('are generated equal to the defaults schema.graphql gives each create input', () => {
    const schema = buildSchema(readFileSync(`${process.cwd()}/schema.graphql`, 'utf8'));
    const fromSchema: Record<string, Record<string, unknown>> = {};
    for (const subject of ENTITY_SUBJECTS) {
      const input = schema.getType(`${subject}CreateInput`);
      if (!isInputObjectType(input)) continue;
      for (const field of Object.values(input.getFields())) {
        if (field.defaultValue === undefined) continue;
        (fromSchema[subject] ??= {})[field.name] = field.astNode?.defaultValue ? valueFromAST(field.astNode.defaultValue, field.type) : field.defaultValue;
      }
    }
    expect(CREATE_INPUT_DEFAULTS).toEqual(fromSchema);
  });
});

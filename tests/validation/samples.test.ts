// @vitest-environment node
import { readFileSync } from 'node:fs';
import { GraphQLInputObjectType, buildSchema, isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ENTITY_SUBJECTS } from '../../src/ability/subjects';
import { validateInput, validateInputSync, validationSchemas, type EntityType } from '../../src/validation';
import { validSamples } from './samples';

const contract = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
const createInput = (type: EntityType) => contract.getType(`${type}CreateInput`) as GraphQLInputObjectType;

/** The full input the server validates on update, with every field the contract lets be null cleared. */
function withOptionalsNull(type: EntityType, input: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...input };
  for (const field of Object.values(createInput(type).getFields())) if (!isNonNullType(field.type)) out[field.name] = null;
  return out;
}

describe('validation schemas', () => {
  it('has a schema for every entity type of the contract', () => {
    expect(Object.keys(validationSchemas).sort()).toEqual([...ENTITY_SUBJECTS].sort());
    expect(Object.keys(validSamples).sort()).toEqual([...ENTITY_SUBJECTS].sort());
  });

  it.each(ENTITY_SUBJECTS)('%s: a valid sample passes', async (type) => {
    expect(await validateInput(type, validSamples[type])).toEqual([]);
    expect(validateInputSync(type, validSamples[type])).toEqual([]);
  });

  it.each(ENTITY_SUBJECTS)('%s: schema and sample have exactly the CreateInput fields', (type) => {
    const inputFields = Object.keys(createInput(type).getFields()).sort();
    expect(Object.keys(validationSchemas[type].describe().fields).sort()).toEqual(inputFields);
    expect(Object.keys(validSamples[type]).sort()).toEqual(inputFields);
  });

  it.each(ENTITY_SUBJECTS)('%s: optional fields may be null (merged update input)', async (type) => {
    const input = withOptionalsNull(type, validSamples[type]);
    const problems = await validateInput(type, input);
    // Rules that make an optional field needed in some states (WATCH cards, PLAN audience...)
    // are exercised in rules.test.ts; here the sample's states do not need them, except these:
    const conditional: Partial<Record<EntityType, string[]>> = {
      MediaModule: ['cardIds'],
      Notification: ['userIds', 'scheduledAt'],
    };
    expect(problems.map((p) => p.path[0]).sort()).toEqual((conditional[type] ?? []).sort());
  });

  it('an empty input reports every required field, not one vague error', async () => {
    const problems = await validateInput('Language', undefined);
    expect(problems).toEqual([
      { path: ['code'], message: 'validation.required' },
      { path: ['title'], message: 'validation.required' },
      { path: ['nativeTitle'], message: 'validation.required' },
    ]);
  });

  it('does not strip or reject fields it does not know', async () => {
    expect(await validateInput('Accent', { ...validSamples.Accent, extra: 1 })).toEqual([]);
  });
});

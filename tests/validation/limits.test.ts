import { describe, expect, it } from 'vitest';
import { entityRegistry } from '../../src/entities/registry';
import type { FieldDef } from '../../src/framework/entity/types';
import { validateInput, validationSchemas } from '../../src/validation';
import { LIMITS } from '../../src/validation/limits';

type Description = { type: string; tests?: { name?: string; params?: Record<string, unknown> }[]; fields?: Record<string, Description>; innerType?: Description };

/** Every number's `max` in a schema description, by its dotted path (list items as `[]`). */
function numberMaxima(description: Description, path = ''): [string, unknown][] {
  if (description.type === 'number') return [[path, description.tests?.find((test) => test.name === 'max')?.params?.max]];
  if (description.fields) return Object.entries(description.fields).flatMap(([name, field]) => numberMaxima(field, path ? `${path}.${name}` : name));
  if (description.innerType) return numberMaxima(description.innerType, `${path}[]`);
  return [];
}

describe("whole numbers are limited by the business's limits", () => {
  it('gives every number of every schema a limit of LIMITS (or a percent), never Int\'s 2,147,483,647', () => {
    const allowed = new Set<unknown>([...Object.values(LIMITS), 100]);
    for (const [subject, schema] of Object.entries(validationSchemas)) {
      for (const [path, max] of numberMaxima(schema.describe() as Description)) {
        expect(allowed.has(max), `${subject}.${path} is limited by ${String(max)}`).toBe(true);
      }
    }
  });

  it("steps each form's number field within its schema's limit (one limit, stated in both)", async () => {
    for (const [subject, entry] of Object.entries(entityRegistry)) {
      const { default: declaration } = await entry.load();
      const fields: FieldDef[] = declaration.fields.flatMap((field) => (field.kind === 'repeater' ? field.fields : [field]));
      const maxima = new Map(numberMaxima(validationSchemas[subject as keyof typeof validationSchemas].describe() as Description).map(([path, max]) => [path.split('.').at(-1), max]));
      for (const field of fields) {
        if (field.kind === 'number' && maxima.has(field.name)) expect(field.max, `${subject}.${field.name}`).toBe(maxima.get(field.name));
      }
    }
  });

  it('refuses a plan of more than 3,650 days with "Enter 3,650 or less", the same check the server runs', async () => {
    const plan = { title: 'Decade', price: 100, currency: 'USD', durationDays: 3651, discountPercent: 0, isActive: true, features: [] };
    expect(await validateInput('Plan', plan)).toEqual([{ path: ['durationDays'], message: 'validation.max', values: { max: 3650 } }]);
    expect(await validateInput('Plan', { ...plan, durationDays: 3650 })).toEqual([]);
  });
});

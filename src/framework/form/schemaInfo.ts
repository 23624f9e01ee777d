import type { EntitySubject } from '../../ability/subjects';
import { validationSchemas } from '../../validation';
import { CREATE_INPUT_DEFAULTS } from '../../gql-facts/schemaFacts';

const cache = new Map<EntitySubject, Set<string>>();

/**
 * Top-level fields the entity's schema requires (neither optional nor nullable), for the
 * required mark next to their labels; the schema itself still decides what is valid.
 */
export function requiredFields(subject: EntitySubject): Set<string> {
  let names = cache.get(subject);
  if (!names) {
    const { fields } = validationSchemas[subject].describe();
    names = new Set(
      Object.entries(fields)
        .filter(([, description]) => 'optional' in description && !description.optional && !description.nullable)
        .map(([name]) => name),
    );
    cache.set(subject, names);
  }
  return names;
}

/**
 * What a new form starts from before the declaration's own defaults: the validation schema's
 * defaults, then the create input's GraphQL defaults (`isActive = true`), which codegen reads from
 * schema.graphql (scripts/codegen-schema-facts.cjs): a form sends every field, so GraphQL's own
 * defaults for omitted fields never apply.
 */
export const schemaDefaults = (subject: EntitySubject): Record<string, unknown> => ({
  ...((validationSchemas[subject].getDefault() ?? {}) as Record<string, unknown>),
  ...CREATE_INPUT_DEFAULTS[subject],
});

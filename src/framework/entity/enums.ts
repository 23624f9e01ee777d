import { ENUM_VALUES } from '../../gql-facts/schemaFacts';

/**
 * Runtime values of the schema's enums by enum name, for filters, radios, selects and badges,
 * generated from schema.graphql by codegen (the one list; src/validation/enums.ts reads it too).
 * Labels are messages `enum.<EnumName>.<VALUE>`.
 */
export { ENUM_VALUES };

export type EnumName = keyof typeof ENUM_VALUES;

export function enumValues(name: EnumName): readonly string[] {
  return ENUM_VALUES[name];
}

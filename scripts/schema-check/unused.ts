import { isEnumType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { operationUsages, type OperationFile } from './usages';

export interface Unused {
  /** `Type.field` of object and interface types no operation selects (root fields included). */
  fields: string[];
  /** `Enum.VALUE` of enums no operation reads or sends: no answer or input of the admin can hold them. */
  enumValues: string[];
}

/**
 * What of the schema the admin's operations never touch: safe to deprecate as far as the admin
 * is concerned. Usage is found as for a change (operations/ with their fragments). An enum value
 * counts as used when its enum is, since any value of an enum a screen reads can reach it; input
 * fields are not listed, as which of them a form fills is decided at run time.
 */
export function unusedCoordinates(schema: GraphQLSchema, operations: OperationFile[]): Unused {
  const used = new Set(operationUsages(schema, operations).map((usage) => usage.coordinate));
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__')).sort((a, b) => a.name.localeCompare(b.name));
  const fields = types
    .filter((type) => isObjectType(type) || isInterfaceType(type))
    .flatMap((type) => Object.keys(type.getFields()).sort().map((field) => `${type.name}.${field}`))
    .filter((coordinate) => !used.has(coordinate));
  const enumValues = types
    .filter(isEnumType)
    .filter((type) => !used.has(type.name))
    .flatMap((type) => type.getValues().map((value) => `${type.name}.${value.name}`));
  return { fields, enumValues };
}

export function formatUnused({ fields, enumValues }: Unused, label: string): string {
  return [
    `Unused by the admin: what no operation in operations/ uses in ${label}`,
    'Safe to deprecate as far as the admin is concerned (other clients may still use them).',
    '',
    `fields (${fields.length}):`,
    ...fields.map((coordinate) => `  ${coordinate}`),
    '',
    `enum values (${enumValues.length}), of enums no operation reads or sends:`,
    ...enumValues.map((coordinate) => `  ${coordinate}`),
    '',
  ].join('\n');
}

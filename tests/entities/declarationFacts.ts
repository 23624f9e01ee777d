import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isNonNullType, isObjectType, Kind,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode,
} from 'graphql';
import type { EntitySubject } from '../../src/ability/subjects';
import { fieldLabelId } from '../../src/framework/form/fieldNames';
import { subFieldLabelId } from '../../src/framework/fields/subFields';
import type { EntityDeclaration } from '../../src/framework/entity/types';
import { columnLabelId, entityKey, filterLabelId } from '../../src/framework/entity/labels';

/** What the declarations test reads from the repository: the schema, both catalogs, a document's selection. */
const root = join(__dirname, '../..');

export const schema: GraphQLSchema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));

function catalog(lang: 'fa' | 'en'): Record<string, string> {
  const dir = join(root, 'src/i18n/messages', lang);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>));
}
export const catalogs = { fa: catalog('fa'), en: catalog('en') };

/** Names of an input object or object type of the schema (`ChallengeCreateInput`), empty when it is absent. */
export function fieldsOf(typeName: string): string[] {
  const type = schema.getType(typeName);
  return isInputObjectType(type) || isObjectType(type) ? Object.keys(type.getFields()) : [];
}

/** Values of an enum of the schema (`ChallengeSortField`). */
export function enumValuesOf(typeName: string): string[] {
  const type = schema.getType(typeName);
  return isEnumType(type) ? type.getValues().map((value) => value.name) : [];
}

/** Create-input fields GraphQL requires: non-null and without a default. */
export function requiredInputFields(subject: EntitySubject): string[] {
  const type = schema.getType(`${subject}CreateInput`);
  if (!isInputObjectType(type)) return [];
  return Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined).map((field) => field.name);
}

/** The object type a field of `typeName` points at (`Challenge.language` → `Language`). */
export function typeOfField(typeName: string, field: string): string | undefined {
  const type = schema.getType(typeName);
  return isObjectType(type) ? getNamedType(type.getFields()[field]?.type)?.name : undefined;
}

/**
 * Paths a list query selects for each row: `title`, `language`, `language.title`, with fragment
 * spreads followed, so a column can only show what the query asks for.
 */
export function rowPaths(document: DocumentNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fields = (set: SelectionSetNode | undefined): FieldNode[] =>
    (set?.selections ?? []).flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fields(selection.selectionSet);
      return fields(fragments.get(selection.name.value)?.selectionSet);
    });
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const rootField = operation && operation.kind === Kind.OPERATION_DEFINITION ? fields(operation.selectionSet)[0] : undefined;
  const items = fields(rootField?.selectionSet).find((field) => field.name.value === 'items');
  const paths = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, prefix: string) => {
    for (const field of fields(set)) {
      const path = `${prefix}${field.name.value}`;
      paths.add(path);
      walk(field.selectionSet, `${path}.`);
    }
  };
  walk(items?.selectionSet, '');
  return paths;
}

/** Every message id a declaration makes the screens show, by where it comes from. */
export function labelIds(declaration: EntityDeclaration): string[] {
  const { subject } = declaration;
  const ids = [`${entityKey(subject)}.edit`];
  for (const column of declaration.columns) ids.push(columnLabelId(subject, column));
  for (const filter of declaration.filters ?? []) ids.push(filterLabelId(subject, filter));
  for (const field of declaration.fields) {
    if (field.kind === 'custom' && field.display && !field.label) continue;
    ids.push(fieldLabelId(subject, field));
    if (field.description) ids.push(field.description);
    if (field.kind === 'repeater') for (const sub of field.fields) ids.push(subFieldLabelId(subject, sub));
  }
  for (const link of declaration.rowLinks ?? []) ids.push(link.label);
  for (const action of [...(declaration.rowActions ?? []), ...(declaration.bulkActions ?? [])]) ids.push(action.label, action.done);
  if (declaration.readOnlyNote) ids.push(declaration.readOnlyNote);
  if (declaration.deleteImpact) ids.push(declaration.deleteImpact.messageId);
  return [...new Set(ids)];
}

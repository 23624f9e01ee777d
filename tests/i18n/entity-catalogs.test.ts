// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isObjectType } from 'graphql';
import type { GraphQLEnumType, GraphQLInputObjectType, GraphQLObjectType } from 'graphql';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
type Catalog = Record<string, string>;
const read = (lang: 'fa' | 'en', area: 'entities' | 'enums'): Catalog =>
  JSON.parse(readFileSync(join(root, 'src/i18n/messages', lang, `${area}.json`), 'utf8')) as Catalog;

const catalogs = {
  fa: { entities: read('fa', 'entities'), enums: read('fa', 'enums') },
  en: { entities: read('en', 'entities'), enums: read('en', 'enums') },
};
const langs = ['fa', 'en'] as const;

const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);
const upperFirst = (name: string) => name[0].toUpperCase() + name.slice(1);

/** Entity types: every `T` served by a `tList` query. */
const entityNames = Object.keys(schema.getQueryType()!.getFields())
  .filter((name) => name.endsWith('List'))
  .map((name) => upperFirst(name.slice(0, -'List'.length)));
const objectType = (name: string) => {
  const type = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
  return type as GraphQLObjectType;
};
const inputType = (name: string) => {
  const type = schema.getType(name);
  if (!isInputObjectType(type)) throw new Error(`${name} is not an input type`);
  return type as GraphQLInputObjectType;
};

/** Object types nested inside entities that are not entities themselves (QuizOption, MediaClip, ...). */
const embeddedNames = [
  ...new Set(
    entityNames.flatMap((name) =>
      Object.values(objectType(name).getFields())
        .map((field) => getNamedType(field.type))
        .filter((type) => isObjectType(type) && !entityNames.includes(type.name))
        .map((type) => type.name),
    ),
  ),
].sort();

/** Enums the admin labels: every enum except the per-entity sort fields, which are field names. */
const enumTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLEnumType => isEnumType(type) && !type.name.startsWith('__') && !type.name.endsWith('SortField'),
);

/** snake-case sort value → field name: `LAST_LOGIN_AT` → `lastLoginAt`. */
const camel = (value: string) => value.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const missingIn = (catalog: Catalog, ids: string[]) => ids.filter((id) => !(id in catalog));

describe('entity and enum catalogs', () => {
  it('finds the 30 entity types and the embedded types of the schema', () => {
    expect(entityNames).toHaveLength(30);
    expect(embeddedNames).toEqual(['InvoiceItem', 'LearningProject', 'MediaClip', 'MediaFile', 'QuizOption', 'UserActivity']);
  });

  it.each(['entities', 'enums'] as const)('fa and en %s have identical key sets', (area) => {
    expect(Object.keys(catalogs.fa[area]).sort()).toEqual(Object.keys(catalogs.en[area]).sort());
  });

  it('entities and enums share no id', () => {
    const shared = Object.keys(catalogs.en.entities).filter((id) => id in catalogs.en.enums);
    expect(shared).toEqual([]);
  });

  it('names every entity: title (one, other), new and edit', () => {
    const ids = entityNames.flatMap((name) =>
      ['title.one', 'title.other', 'new', 'edit'].map((suffix) => `${lowerFirst(name)}.${suffix}`),
    );
    for (const lang of langs) expect(missingIn(catalogs[lang].entities, ids), lang).toEqual([]);
  });

  it('labels every field and every create-input key of every entity', () => {
    const ids = entityNames.flatMap((name) => {
      const keys = new Set([
        ...Object.keys(objectType(name).getFields()),
        ...Object.keys(inputType(`${name}CreateInput`).getFields()),
        ...Object.keys(inputType(`${name}UpdateInput`).getFields()),
      ]);
      return [...keys].map((key) => `${lowerFirst(name)}.fields.${key}`);
    });
    for (const lang of langs) expect(missingIn(catalogs[lang].entities, ids), lang).toEqual([]);
  });

  it('labels every field of the embedded types and their input forms', () => {
    const ids = embeddedNames.flatMap((name) => {
      const input = schema.getType(`${name}Input`);
      const keys = new Set([
        ...Object.keys(objectType(name).getFields()),
        ...(isInputObjectType(input) ? Object.keys(input.getFields()) : []),
      ]);
      return [...keys].map((key) => `${lowerFirst(name)}.fields.${key}`);
    });
    for (const lang of langs) expect(missingIn(catalogs[lang].entities, ids), lang).toEqual([]);
  });

  it('has a field label for every sortable column', () => {
    const ids = entityNames.flatMap((name) => {
      const sort = schema.getType(`${name}SortField`) as GraphQLEnumType;
      return sort.getValues().map((value) => `${lowerFirst(name)}.fields.${camel(value.name)}`);
    });
    for (const lang of langs) expect(missingIn(catalogs[lang].entities, ids), lang).toEqual([]);
  });

  it('has the extra ids of the quiz options, the user view and the gateway secret', () => {
    const activity = (schema.getType('ActivityKind') as GraphQLEnumType).getValues().map((v) => `user.activity.${v.name}`);
    const ids = [
      'quiz.options.add', 'quiz.options.remove', 'quiz.options.correct', 'quiz.options.text',
      'user.view.profile', 'user.view.activity', 'user.view.projects', 'user.view.payments', 'user.view.invoices',
      'user.view.noActivity', 'user.project.progress', 'payGateway.secret.reveal', 'payGateway.secret.hidden',
      ...activity,
    ];
    for (const lang of langs) expect(missingIn(catalogs[lang].entities, ids), lang).toEqual([]);
  });

  it('labels every value of every enum', () => {
    expect(enumTypes.length).toBeGreaterThanOrEqual(29);
    const ids = enumTypes.flatMap((type) => type.getValues().map((value) => `enum.${type.name}.${value.name}`));
    for (const lang of langs) {
      expect(missingIn(catalogs[lang].enums, ids), lang).toEqual([]);
      // and nothing stale: every enum id names a value that exists
      expect(Object.keys(catalogs[lang].enums).filter((id) => !ids.includes(id)), lang).toEqual([]);
    }
  });

  it.each(langs)('every %s message parses as ICU and formats', (lang) => {
    const values = { index: 2, detail: 'Lesson 3', progress: 45 };
    for (const [id, message] of Object.entries({ ...catalogs[lang].entities, ...catalogs[lang].enums })) {
      expect(message.trim(), id).not.toBe('');
      const format = () => new IntlMessageFormat(message, lang).format(values);
      expect(format, `${id}: ${message}`).not.toThrow();
    }
  });

  it('writes Persian in Persian and keeps arguments the same in both locales', () => {
    const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const area of ['entities', 'enums'] as const) {
      for (const [id, en] of Object.entries(catalogs.en[area])) {
        const fa = catalogs.fa[area][id];
        expect(argumentsOf(fa), id).toEqual(argumentsOf(en));
        if (!id.startsWith('enum.Level.')) expect(fa, id).toMatch(/[\u0600-\u06FF]/);
      }
    }
    expect(catalogs.fa.entities['language.title.other']).toBe('زبان\u200cها');
    expect(catalogs.fa.enums['enum.Brand.TV']).toBe('تی\u200cوی');
  });
});

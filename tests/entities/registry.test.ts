// @vitest-environment node
import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ENTITY_SUBJECTS } from '../../src/ability/subjects';
import { entityRegistry } from '../../src/entities/registry';
import { entityRoutes, specialEntityRoutes } from '../../src/entities/routes';
import { rowTitles } from '../../src/entities/rowTitles';
import { ENTITY_SEGMENTS } from '../../src/paths';
import { ENTITY_ICONS } from '../../src/ui/entityIcons';

/** Entities read from schema.graphql itself, by its header's convention: Query has `tList`. */
function schemaEntities(): string[] {
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
  const query = schema.getQueryType()!.getFields();
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && `${type.name[0].toLowerCase()}${type.name.slice(1)}List` in query)
    .map((type) => type.name);
}

describe('the entity registry', () => {
  it('has one entry for every entity of the schema, and the generated subjects are those entities', () => {
    const entities = schemaEntities().sort();
    expect([...ENTITY_SUBJECTS].sort()).toEqual(entities);
    expect(Object.keys(entityRegistry).sort()).toEqual(entities);
    expect(Object.keys(rowTitles).sort()).toEqual(entities);
  });

  it('keeps the menu order, route names and segments', () => {
    expect(entityRoutes.map((info) => `${info.group}:${info.name}:${info.segment}${info.hasNew ? '+new' : ''}`)).toEqual([
      'content:media:media+new', 'content:mediacards:mediacards+new', 'content:mediacategory:mediacategory',
      'content:mediamodules:mediamodules+new', 'content:serials:serials+new', 'content:seasons:seasons+new', 'content:tube:tube+new',
      'content:banners:banners', 'content:keywordmodules:keywordmodules+new', 'content:quiz:quiz+new',
      'content:shortquestion:shortquestion+new', 'content:comprehension:comprehension+new',
      'content:professorsexplanation:professorsexplanation+new', 'content:videotextandtranslation:videotextandtranslation+new',
      'commerce:plans:plans+new', 'commerce:payments:payments', 'commerce:invoices:invoices+new', 'commerce:paygateways:paygateways',
      'commerce:products:products+new', 'commerce:product-modules:productModules+new',
      'people:users:users+new', 'people:masters:masters+new', 'people:langs:langs+new', 'people:accents:accents+new',
      'people:challenges:challenges+new', 'moderation:abuses:abuses+new', 'moderation:comments:comments+new', 'notifications:notifs:notifs',
    ]);
    expect(entityRoutes.every((info) => info.titleMessageId === `nav.entities.${info.segment}`)).toBe(true);
    expect(specialEntityRoutes.map((route) => [route.path, route.parent])).toEqual([
      ['/products/:id/attributes/manage', 'products'], ['/user/view/:id', 'users'],
    ]);
  });

  it('gives every routed entity a segment and an icon, and the nested ones neither', () => {
    expect(Object.keys(ENTITY_SEGMENTS).sort()).toEqual(entityRoutes.map((info) => info.subject).sort());
    for (const info of entityRoutes) expect(ENTITY_ICONS[info.icon], info.subject).toBeTypeOf('object');
    expect(Object.keys(entityRegistry.Vocabulary)).not.toContain('group');
  });

  it('imports no declaration: the router and the menu read it without loading one', () => {
    const source = readFileSync('src/entities/registry.ts', 'utf8');
    const staticImports = [...source.matchAll(/^import (?!type ).*from '([^']+)'/gm)].map(([, specifier]) => specifier);
    expect(staticImports.filter((specifier) => specifier.startsWith('./'))).toEqual(['./moderation/abuseTarget']);
    expect(source.match(/import\('\.\/[\w/]+'\)/g)).toHaveLength(ENTITY_SUBJECTS.length);
  });

  it('loads each declaration lazily, and the declaration is of its entry', async () => {
    for (const subject of ENTITY_SUBJECTS) {
      const { default: declaration } = await entityRegistry[subject].load();
      expect(declaration.subject, subject).toBe(subject);
    }
  });
});

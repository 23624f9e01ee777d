// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, print, visit, type FieldDefinitionNode, type TypeNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineRulesFor } from '../../src/ability/rules';
import { STAFF_ROLES } from '../../src/ability/subjects';
import { entityRoutes } from '../../src/entities/routes';
import { checkSchema, type Project } from '../../scripts/schema-check/check';
import { readOperationSources } from '../../scripts/operations/read';
import { projectFrom, type ProjectModules } from '../../scripts/schema-check/project';
import { unusedCoordinates } from '../../scripts/schema-check/unused';

const root = resolve(import.meta.dirname, '../..');
const schema = readFileSync(resolve(root, 'schema.graphql'), 'utf8');
const modules = { entityRoutes, defineRulesFor, STAFF_ROLES } as unknown as ProjectModules;

/** The project's schema with one field of one type rewritten (null removes it). */
function editField(sdl: string, typeName: string, fieldName: string, edit: (field: FieldDefinitionNode) => FieldDefinitionNode | null): string {
  let found = false;
  const edited = visit(parse(sdl), {
    ObjectTypeDefinition(node) {
      if (node.name.value !== typeName) return undefined;
      const fields = (node.fields ?? []).flatMap((field) => {
        if (field.name.value !== fieldName) return [field];
        found = true;
        return [edit(field)].filter((kept): kept is FieldDefinitionNode => kept !== null);
      });
      return { ...node, fields };
    },
  });
  expect(found, `${typeName}.${fieldName} is in schema.graphql`).toBe(true);
  return print(edited);
}

const namedType = (name: string): TypeNode => ({ kind: 'NamedType' as never, name: { kind: 'Name' as never, value: name } });

// Every declaration loads once (the first load transforms all entity screens' modules).
let project: Project;
beforeAll(async () => {
  project = await projectFrom(root, modules);
}, 180_000);

const check = (current: string) =>
  checkSchema({
    base: { label: 'base', sdl: schema },
    current: { label: 'fixture', sdl: current },
    loadProject: async () => project,
  });

/** The lines of the report under the change at `path`, up to the next change. */
function section(report: string, path: string): string {
  const start = report.split('\n\n').find((block) => block.split('\n')[0].includes(`(${path})`));
  expect(start, `the report lists ${path}`).toBeDefined();
  return start!;
}

/** The `- item` lines under a heading of a change's section. */
function listUnder(lines: string, heading: string): string[] {
  const all = lines.split('\n');
  const start = all.findIndex((line) => line.trim() === heading);
  expect(start, `the section has "${heading}"`).toBeGreaterThanOrEqual(0);
  const items: string[] = [];
  for (const line of all.slice(start + 1)) {
    if (!line.trim().startsWith('- ')) break;
    items.push(line.trim().slice(2));
  }
  return items;
}

describe('npm run schema:check', () => {
  it('names what a removed field touches and fails', async () => {
    const { report, exitCode } = await check(editField(schema, 'Payment', 'trackingCode', () => null));
    expect(exitCode).toBe(1);
    expect(report).toContain('1 change(s): 1 breaking, 0 dangerous, 0 safe');
    const lines = section(report, 'Payment.trackingCode');
    expect(lines).toMatch(/^BREAKING/);
    // Through the PaymentRow fragment, and through the invoice fragment that selects a payment.
    for (const operation of ['PaymentList (operations/payment/generated.graphql)', 'PaymentGet', 'InvoiceGet']) {
      expect(lines).toContain(operation);
    }
    expect(lines).toContain('- /payments/manage');
    expect(lines).toContain('- /invoices/manage');
    expect(lines).toContain('Payment form: trackingCode');
    expect(lines).toContain('Payment column: trackingCode');
    // Nothing unrelated: media screens never read payments.
    expect(lines).not.toContain('/media/manage');
    expect(lines).not.toContain('MediaList');
  });

  it('says which screens and operations break, which are possibly affected and how many are unaffected', async () => {
    const { report } = await check(editField(schema, 'Payment', 'trackingCode', () => null));
    const lines = section(report, 'Payment.trackingCode');
    expect(listUnder(lines, 'screens that break:')).toContain('/payments/manage');
    expect(listUnder(lines, 'operations that break:')).toContain('PaymentList (operations/payment/generated.graphql)');
    // The dashboard reads the latest payments, but not their tracking codes.
    expect(listUnder(lines, 'operations possibly affected (they use Payment, not this):')).toEqual(['Dashboard (operations/dashboard/dashboard.graphql)']);
    expect(listUnder(lines, 'operations that break:')).not.toContain('Dashboard (operations/dashboard/dashboard.graphql)');
    const unaffected = Number(/screens unaffected: (\d+)/.exec(lines)?.[1]);
    expect(unaffected).toBe(project.screens.length - 2);
  });

  it('names the rule and the form field of a field whose type changed', async () => {
    const retyped = editField(schema, 'PayGateway', 'secretKey', (field) => ({ ...field, type: namedType('Int') }));
    const { report, exitCode } = await check(retyped);
    expect(exitCode).toBe(1);
    const lines = section(report, 'PayGateway.secretKey');
    expect(lines).toContain("changed type from 'String' to 'Int'");
    expect(lines).toContain('PayGatewaySecret (operations/payGateway/queries.graphql)');
    expect(lines).toContain('PayGateway form: secretKey');
    expect(lines).toContain('FINANCE: cannot read PayGateway [secretKey]');
  });

  it('names a derived operation whose root field is removed (derived from the base schema)', async () => {
    const { report, exitCode } = await check(editField(schema, 'Mutation', 'paymentBulkDelete', () => null));
    expect(exitCode).toBe(1);
    const lines = section(report, 'Mutation.paymentBulkDelete');
    expect(listUnder(lines, 'operations that break:')).toEqual(['PaymentBulkDelete (operations/payment/generated.graphql)']);
  });

  it('names the rules whose conditions compare with a removed enum value', async () => {
    const sdl = print(visit(parse(schema), {
      EnumTypeDefinition(node) {
        if (node.name.value !== 'MediaStatus') return undefined;
        return { ...node, values: node.values?.filter((value) => value.name.value !== 'PUBLISHED') };
      },
    }));
    const { report, exitCode } = await check(sdl);
    expect(exitCode).toBe(1);
    const lines = section(report, 'MediaStatus.PUBLISHED');
    expect(lines).toContain('EDITOR: cannot delete Media when {"status":"PUBLISHED"}');
    expect(lines).toContain('MediaList');
    expect(lines).toContain('- /media/manage, /media/new, /media/edit/:id');
  });

  it('explains a dangerous change with what it touches, and passes', async () => {
    const sdl = schema.replace(/^enum MediaStatus \{$/m, 'enum MediaStatus {\n  SCHEDULED');
    expect(sdl).not.toBe(schema);
    const { report, exitCode } = await check(sdl);
    expect(exitCode).toBe(0);
    expect(report).toContain('0 breaking, 1 dangerous');
    const lines = section(report, 'MediaStatus.SCHEDULED');
    expect(lines).toMatch(/^DANGEROUS/);
    // Screens that read a media item's status meet a value they do not know.
    expect(lines).toContain('MediaList');
    expect(lines).toContain('Media filter: status');
  });

  it('passes a safe change and reads no project for it', async () => {
    const withField = schema.replace(/^type Media \{$/m, 'type Media {\n  subtitle: String');
    expect(buildSchema(withField).getType('Media')).toBeDefined();
    expect(withField).not.toBe(schema);
    const { report, exitCode } = await checkSchema({
      base: { label: 'base', sdl: schema },
      current: { label: 'fixture', sdl: withField },
      loadProject: () => Promise.reject(new Error('a safe change needs no lookup')),
    });
    expect(exitCode).toBe(0);
    expect(report).toContain('0 breaking, 0 dangerous, 1 safe');
  });
});

describe('npm run schema:check -- --unused', () => {
  it('lists the fields and enum values no operation uses, and none that one does', () => {
    const sdl = schema
      .replace(/^type Media \{$/m, 'type Media {\n  subtitle: String\n  tone: Tone')
      .concat('\nenum Tone {\n  WARM\n  COLD\n}\n');
    const { fields, enumValues } = unusedCoordinates(buildSchema(sdl), readOperationSources(root));
    expect(fields).toContain('Media.subtitle');
    expect(fields).toContain('Media.tone');
    expect(enumValues).toEqual(['Tone.WARM', 'Tone.COLD']);
    // What the screens read is not listed: a media item's title, a payment's tracking code, an enum they show.
    expect(fields).not.toContain('Media.title');
    expect(fields).not.toContain('Payment.trackingCode');
    // Nor the root fields of the operations derived from the entities' fragments.
    expect(fields).not.toContain('Query.accentList');
    expect(fields).not.toContain('Mutation.accentBulkDelete');
    expect(enumValues.some((value) => value.startsWith('MediaStatus.'))).toBe(false);
  });
});

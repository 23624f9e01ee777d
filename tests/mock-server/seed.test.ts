// @vitest-environment node
import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLOutputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_SUBJECTS, type EntitySubject } from '../../src/ability/subjects';
import { planAmount } from '../../mock-server/seed/commerce';
import type { SeedContext } from '../../mock-server/seed/context';
import { seeders } from '../../mock-server/seed/index';
import { Rng } from '../../mock-server/seed/random';
import type { Row } from '../../mock-server/store/types';

const NOW = Date.UTC(2026, 2, 1);
const DAY = 86_400_000;

type Tables = Map<string, Row[]>;

/** An in-memory store like the real one: ids `${type}:${n}`, timestamps, __typename. */
function seed(seedValue: number): { tables: Tables; ms: number } {
  const tables: Tables = new Map(ENTITY_SUBJECTS.map((t) => [t, []]));
  const stamp = new Date(NOW).toISOString();
  const ctx: SeedContext = {
    rng: new Rng(seedValue),
    now: NOW,
    devPasswordHash: 'dev-password-hash',
    insert(type, values) {
      const list = tables.get(type)!;
      const updatedAt = (values.updatedAt ?? values.createdAt ?? stamp) as string;
      const row = { createdAt: stamp, ...values, updatedAt, id: `${type}:${list.length + 1}`, __typename: type } as Row;
      list.push(row);
      return row;
    },
    all: (type) => [...tables.get(type)!],
  };
  const started = performance.now();
  for (const seeder of seeders) seeder(ctx);
  return { tables, ms: performance.now() - started };
}

/** The data as text, references written as ids, for comparing runs. */
function serialize(tables: Tables): string {
  const replacer = (key: string, value: unknown) =>
    key !== '' && value && typeof value === 'object' && '__typename' in value ? `@${(value as Row).id}` : value;
  return [...tables.entries()].map(([type, rows]) => `${type}\n${rows.map((r) => JSON.stringify(r, replacer)).join('\n')}`).join('\n');
}

/** Fields the store derives (back-references and computed values); seeders leave them out. */
const DERIVED = new Set([
  'MediaCategory.children', 'Serial.seasons', 'Season.episodes', 'KeywordModule.vocabularies',
  'Product.attributes', 'Product.modules', 'Quiz.questionText', 'Invoice.total', 'Abuse.target',
]);
const ENTITY = new Set<string>(ENTITY_SUBJECTS);

let tables: Tables;
let elapsed: number;
const all = (type: EntitySubject) => tables.get(type)!;

beforeAll(() => {
  const run = seed(42);
  tables = run.tables;
  elapsed = run.ms;
  const counts = Object.fromEntries([...tables].map(([type, rows]) => [type, rows.length]));
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`seeded ${total} rows in ${elapsed.toFixed(0)} ms`, counts);
});

describe('seed data', () => {
  it('is deterministic per seed', () => {
    const again = seed(42);
    expect(serialize(again.tables)).toBe(serialize(tables));
    expect(serialize(seed(7).tables)).not.toBe(serialize(tables));
  });

  it('is quick', () => {
    expect(elapsed).toBeLessThan(2000);
  });

  it('has the large lists at their sizes', () => {
    expect(all('Media')).toHaveLength(5000);
    expect(all('User')).toHaveLength(2000);
    expect(all('Payment')).toHaveLength(10000);
    for (const type of ENTITY_SUBJECTS) expect(all(type).length, type).toBeGreaterThan(0);
  });

  it('starts with the five staff accounts', () => {
    const staff = all('User').slice(0, 5).map((u) => [u.email, u.role, u.status, u.passwordHash]);
    expect(staff).toEqual(
      ['admin', 'editor', 'moderator', 'finance', 'support'].map((r) => [`${r}@example.com`, r.toUpperCase(), 'ACTIVE', 'dev-password-hash']),
    );
    expect(all('User').slice(5).every((u) => u.role === 'LEARNER')).toBe(true);
  });

  it('matches schema.graphql: fields present, enums, scalars, references to inserted rows of the right type', () => {
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const inserted = new Set<Row>([...tables.values()].flat());
    const problems: string[] = [];
    const check = (value: unknown, type: GraphQLOutputType, path: string): void => {
      if (problems.length > 20) return;
      if (isNonNullType(type)) {
        if (value === null || value === undefined) problems.push(`${path} is null`);
        else check(value, type.ofType, path);
        return;
      }
      if (value === null) return;
      if (value === undefined) return void problems.push(`${path} is missing`);
      if (isListType(type)) {
        if (!Array.isArray(value)) return void problems.push(`${path} is not a list`);
        value.forEach((item, i) => check(item, type.ofType, `${path}[${i}]`));
      } else if (isEnumType(type)) {
        if (!type.getValue(value as string)) problems.push(`${path} = ${String(value)} is not a ${type.name}`);
      } else if (isObjectType(type) && ENTITY.has(type.name)) {
        const row = value as Row;
        if (!inserted.has(row) || row.__typename !== type.name) problems.push(`${path} is not an inserted ${type.name}`);
      } else if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) check((value as Record<string, unknown>)[field.name], field.type, `${path}.${field.name}`);
      } else if (isScalarType(type) && !scalarOk(type.name, value)) {
        problems.push(`${path} = ${JSON.stringify(value)} is not a ${type.name}`);
      }
    };
    for (const [type, rows] of tables) {
      const object = schema.getType(type);
      if (!isObjectType(object)) throw new Error(`${type} is not in the schema`);
      const fields = Object.values(object.getFields()).filter((f) => !DERIVED.has(`${type}.${f.name}`));
      for (const row of rows) for (const field of fields) check(row[field.name], field.type, `${row.id}.${field.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps episodes, clips, cards, modules and quizzes consistent', () => {
    const problems: string[] = [];
    const must = (ok: boolean, what: string) => void (ok || problems.length > 20 || problems.push(what));
    const seen = new Set<string>();
    for (const m of all('Media')) {
      const [serial, season] = [m.serial as Row | null, m.season as Row | null];
      if (serial) {
        const key = `${season?.id}/${m.episodeNumber}`;
        must(season?.serial === serial && (m.episodeNumber as number) >= 1 && !seen.has(key), `${m.id} episode ${key}`);
        seen.add(key);
      } else must(season === null && m.episodeNumber === null, `${m.id} season without serial`);
      must(Boolean(m.publishedAt) === (m.status !== 'DRAFT'), `${m.id} publishedAt`);
      for (const c of m.clips as { startMs: number; endMs: number }[]) {
        must(c.startMs >= 0 && c.endMs > c.startMs && c.endMs <= (m.durationSeconds as number) * 1000, `${m.id} clip`);
      }
    }
    for (const card of all('MediaCard')) {
      const media = card.media as Row[];
      must(media.length >= 3 && media.length <= 8 && new Set(media).size === media.length, `${card.id} media`);
    }
    for (const mod of all('MediaModule')) must(mod.kind !== 'WATCH' || (mod.cards as Row[]).length > 0, `${mod.id} cards`);
    for (const t of all('VideoText')) must((t.endMs as number) <= ((t.media as Row).durationSeconds as number) * 1000, `${t.id} endMs`);
    for (const quiz of all('Quiz')) {
      const options = quiz.options as { text: string; isCorrect: boolean }[];
      const correct = options.filter((o) => o.isCorrect).length;
      must(options.length >= 2 && options.length <= 5 && new Set(options.map((o) => o.text)).size === options.length, `${quiz.id} options`);
      must(quiz.markingMode === 'SINGLE' ? correct === 1 : correct >= 1, `${quiz.id} ${quiz.markingMode} with ${correct} correct`);
    }
    for (const q of all('ShortQuestion')) must((q.answers as string[]).length >= 1, `${q.id} answers`);
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(500);
    const published = all('Media').filter((m) => m.status === 'PUBLISHED').length / 5000;
    expect(published).toBeGreaterThan(0.65);
    expect(published).toBeLessThan(0.75);
  });

  it('has unique keys and well-formed codes', () => {
    const unique = (type: EntitySubject, field: string) => {
      const values = all(type).map((r) => r[field]);
      expect(new Set(values).size, `${type}.${field}`).toBe(values.length);
      return values as string[];
    };
    unique('User', 'email');
    unique('Master', 'email');
    unique('Payment', 'trackingCode');
    unique('Product', 'sku');
    for (const n of unique('Invoice', 'number')) expect(n).toMatch(/^INV-\d{4}-\d{5}$/);
    for (const code of unique('Language', 'code')) expect(code).toMatch(/^[a-z]{2}$/);
    expect(all('Invoice').map((i) => i.number)).toContain('INV-2026-00001');
    const rtl = all('Language').filter((l) => l.isRTL).map((l) => l.code).sort();
    expect(rtl).toEqual(['ar', 'fa', 'he', 'ur']);
    for (const rows of tables.values()) {
      for (const row of rows) if ('countryCode' in row && row.countryCode !== null) expect(row.countryCode).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('makes payments, invoices, moderation, notifications and users add up', () => {
    const problems: string[] = [];
    const must = (ok: boolean, what: string) => void (ok || problems.length > 20 || problems.push(what));
    const payments = all('Payment');
    const perDay = new Map<number, number>();
    for (const p of payments) {
      const [plan, gateway] = [p.plan as Row, p.gateway as Row | null];
      must(p.currency === plan.currency && p.amount === planAmount(plan), `${p.id} amount`);
      must(!gateway || gateway.currency === p.currency, `${p.id} gateway`);
      must(Boolean(p.paidAt) === (p.status === 'SUCCEEDED' || p.status === 'REFUNDED'), `${p.id} paidAt`);
      must(Date.parse(p.createdAt) >= Date.parse((p.user as Row).createdAt) - 15 * 60_000, `${p.id} before sign-up`);
      const day = Math.floor((NOW - Date.parse(p.createdAt)) / DAY);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    for (let day = 0; day < 30; day++) must((perDay.get(day) ?? 0) >= 15, `${perDay.get(day)} payments ${day} days ago`);
    for (const invoice of all('Invoice')) {
      const items = invoice.items as { quantity: number; unitPrice: number }[];
      const payment = invoice.payment as Row | null;
      must(items.length >= 1 && items.length <= 3 && Boolean(payment) === (invoice.status === 'PAID'), `${invoice.id} items/payment`);
      const sum = items.reduce((total, i) => total + i.quantity * i.unitPrice, 0);
      must(!payment || (sum === payment.amount && invoice.user === payment.user), `${invoice.id} total`);
    }
    const byId = new Map([...tables.values()].flat().map((r) => [r.id, r]));
    const typeOf: Record<string, string> = { COMMENT: 'Comment', MEDIA: 'Media', USER: 'User' };
    for (const a of all('Abuse')) {
      const handler = a.handledBy as Row | null;
      must(byId.get(a.targetId as string)?.__typename === typeOf[a.targetType as string], `${a.id} target`);
      must(Boolean(handler) === (a.status !== 'OPEN') && handler?.role !== 'LEARNER', `${a.id} handledBy`);
    }
    for (const c of all('Comment')) must(!c.parent || (c.parent as Row).media === c.media, `${c.id} parent`);
    for (const n of all('Notification')) {
      must(Boolean(n.plan) === (n.audience === 'PLAN') && (n.users as Row[]).length > 0 === (n.audience === 'USERS'), `${n.id} audience`);
      must(Boolean(n.sentAt) === (n.status === 'SENT'), `${n.id} sentAt`);
    }
    for (const u of all('User')) {
      const activity = u.activity as { id: string; at: string }[];
      const newestFirst = activity.every((a, i) => i === 0 || activity[i - 1].at >= a.at);
      must(activity.length >= 3 && activity.length <= 12 && new Set(activity.map((a) => a.id)).size === activity.length, `${u.id} activity`);
      must(newestFirst && (u.projects as unknown[]).length <= 4, `${u.id} activity order / projects`);
    }
    expect(problems).toEqual([]);
    expect(payments.filter((p) => p.status === 'SUCCEEDED').length / payments.length).toBeGreaterThan(0.75);
  });
});

const isString = (v: unknown): v is string => typeof v === 'string';
const SCALARS: Record<string, (v: unknown) => boolean> = {
  String: isString,
  ID: isString,
  Int: (v) => Number.isInteger(v),
  Float: (v) => typeof v === 'number' && Number.isFinite(v),
  Boolean: (v) => typeof v === 'boolean',
  DateTime: (v) => isString(v) && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(v) && Date.parse(v) <= NOW + 120 * DAY,
  CountryCode: (v) => isString(v) && /^[A-Z]{2}$/.test(v),
  EmailAddress: (v) => isString(v) && /^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(v),
  URL: (v) => isString(v) && /^https:\/\/[a-z0-9.-]+\.example\.com\//.test(v),
  RichText: (v) => typeof v === 'object' && (v as { type?: string }).type === 'doc' && Array.isArray((v as { content?: unknown }).content),
};

function scalarOk(name: string, value: unknown): boolean {
  return SCALARS[name]?.(value) ?? true;
}

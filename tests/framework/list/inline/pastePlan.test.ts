import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../../../src/ability/ability';
import { defineRulesFor } from '../../../../src/ability/rules';
import media from '../../../../src/entities/media';
import plan from '../../../../src/entities/plan';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import user from '../../../../src/entities/user';
import { NOT_IN_CELL, PASTED_REFERENCE, planFill, planPaste, rowInputs } from '../../../../src/framework/list/inline/pastePlan';

const abilityOf = (role: string) => createAppAbility(defineRulesFor(role));
const plans = [1, 2, 3].map((n) => ({ __typename: 'Plan', id: `p${n}`, title: `Plan ${n}`, price: 100000 * n, currency: 'IRR', durationDays: 30, discountPercent: 0, isActive: true }));
const PLAN_COLUMNS = ['title', 'price', 'durationDays', 'discountPercent', 'isActive', 'updatedAt'];

describe('what a pasted block would do', () => {
  it('reads a 3×2 block of Persian digits and labels from the focused cell, across and down', () => {
    const result = planPaste({
      declaration: plan as EntityDeclaration, ability: abilityOf('ADMIN'), rows: plans, language: 'fa',
      origin: { row: 0, column: 'price' }, columns: PLAN_COLUMNS,
      text: '۱۲۰٬۰۰۰ ریال\t۶۰\n250000\t۹۰\n"۳۰۰۰۰۰"\t۳۰\n',
    });
    expect(result.dropped).toBe(0);
    expect(result.changes.map(({ row, name, value, same, refusal }) => ({ id: row.id, name, value, same, refusal }))).toEqual([
      { id: 'p1', name: 'price', value: 120000, same: false, refusal: undefined },
      { id: 'p1', name: 'durationDays', value: 60, same: false, refusal: undefined },
      { id: 'p2', name: 'price', value: 250000, same: false, refusal: undefined },
      { id: 'p2', name: 'durationDays', value: 90, same: false, refusal: undefined },
      { id: 'p3', name: 'price', value: 300000, same: true, refusal: undefined },
      { id: 'p3', name: 'durationDays', value: 30, same: true, refusal: undefined },
    ]);
    // One input per changed row, with the values it had for Undo, which the server must still hold.
    expect(rowInputs(result.changes)).toEqual([
      { id: 'p1', input: { price: 120000, durationDays: 60 }, before: { price: 100000, durationDays: 30 }, expected: { price: 100000, durationDays: 30 } },
      { id: 'p2', input: { price: 250000, durationDays: 90 }, before: { price: 200000, durationDays: 30 }, expected: { price: 200000, durationDays: 30 } },
    ]);
  });

  it("refuses what the schema, the reading, the rules or the column refuse, each with its reason; what falls outside is counted", () => {
    const result = planPaste({
      declaration: plan as EntityDeclaration, ability: abilityOf('ADMIN'), rows: plans, language: 'en',
      origin: { row: 1, column: 'discountPercent' }, columns: PLAN_COLUMNS,
      text: '150\tmaybe\t2026-01-01\textra\nten\tyes\n1\tno\n',
    });
    const reasons = result.changes.map((change) => `${change.row.id}.${change.column}: ${change.refusal?.reason ?? 'ok'}`);
    expect(reasons).toEqual([
      'p2.discountPercent: validation.percent',
      'p2.isActive: inline.read.boolean',
      `p2.updatedAt: ${NOT_IN_CELL}`,
      'p3.discountPercent: validation.number',
      'p3.isActive: ok',
    ]);
    // "extra" past the last column, the third line past the last row.
    expect(result.dropped).toBe(3);

    const editor = planPaste({
      declaration: media as EntityDeclaration, ability: abilityOf('EDITOR'), language: 'en',
      rows: [{ __typename: 'Media', id: 'm1', title: 'Live', status: 'PUBLISHED' }], origin: { row: 0, column: 'status' }, columns: ['title', 'status'],
      text: 'Draft',
    });
    expect(editor.changes[0].refusal?.reason).toBe('ability.reason.publishedMediaStatus');
  });

  it('refuses a reference, which its cell picks from a search, and reads a country by name in either language', () => {
    const result = planPaste({
      declaration: user as EntityDeclaration, ability: abilityOf('ADMIN'), language: 'fa',
      rows: [{ __typename: 'User', id: 'u1', fullName: 'A', plan: { id: '8', title: 'Annual Premium' }, countryCode: 'FR' }], origin: { row: 0, column: 'plan' }, columns: ['plan', 'countryCode'],
      text: 'Monthly Premium\tآلمان',
    });
    expect(result.changes.map((change) => change.refusal?.reason ?? change.value)).toEqual([PASTED_REFERENCE, 'DE']);
  });
});

describe('a range filled by one pasted value or by Ctrl+D', () => {
  const media4 = [1, 2, 3, 4].map((n) => ({ __typename: 'Media', id: `m${n}`, title: `Media ${n}`, status: n === 3 ? 'PUBLISHED' : 'DRAFT' }));

  it('one pasted value fills every cell of the range; a larger block lands as it is, never repeated', () => {
    const filled = planPaste({
      declaration: plan as EntityDeclaration, ability: abilityOf('ADMIN'), rows: plans, language: 'fa',
      origin: { row: 0, column: 'price' }, columns: PLAN_COLUMNS, range: { rows: 3, columns: 2 }, text: '۹۰\r\n',
    });
    expect(filled.changes.map(({ row, name, value }) => `${row.id}.${name}=${String(value)}`)).toEqual([
      'p1.price=90', 'p1.durationDays=90', 'p2.price=90', 'p2.durationDays=90', 'p3.price=90', 'p3.durationDays=90',
    ]);
    const block = planPaste({
      declaration: plan as EntityDeclaration, ability: abilityOf('ADMIN'), rows: plans, language: 'en',
      origin: { row: 0, column: 'price' }, columns: PLAN_COLUMNS, range: { rows: 3, columns: 2 }, text: '5\t6\n',
    });
    expect(block.changes.map(({ row, name }) => `${row.id}.${name}`)).toEqual(['p1.price', 'p1.durationDays']);
  });

  it("Ctrl+D puts each column's top value on the rows below it in the range, checked as a paste is", () => {
    const rows = [{ ...plans[0], price: 777000, durationDays: 45 }, ...plans.slice(1)];
    const result = planFill({
      declaration: plan as EntityDeclaration, ability: abilityOf('ADMIN'), rows,
      range: { top: 0, bottom: 2, columns: ['price', 'durationDays', 'updatedAt'] }, textOf: (row, column) => `${column}:${row.id}`,
    });
    expect(result.fill).toBe(true);
    expect(result.changes.map(({ row, name, value, refusal, text }) => `${row.id}.${name ?? '-'}=${String(value)} ${refusal?.reason ?? text}`)).toEqual([
      'p2.price=777000 price:p1', 'p2.durationDays=45 durationDays:p1', `p2.-=undefined ${NOT_IN_CELL}`,
      'p3.price=777000 price:p1', 'p3.durationDays=45 durationDays:p1', `p3.-=undefined ${NOT_IN_CELL}`,
    ]);
    expect(rowInputs(result.changes)).toEqual([
      { id: 'p2', input: { price: 777000, durationDays: 45 }, before: { price: 200000, durationDays: 30 }, expected: { price: 200000, durationDays: 30 } },
      { id: 'p3', input: { price: 777000, durationDays: 45 }, before: { price: 300000, durationDays: 30 }, expected: { price: 300000, durationDays: 30 } },
    ]);
  });

  it("an EDITOR's fill of Published: the drafts change, a published row is locked, the same value is unchanged", () => {
    const rows = [{ ...media4[0], status: 'PUBLISHED' }, ...media4.slice(1)];
    const result = planFill({ declaration: media as EntityDeclaration, ability: abilityOf('EDITOR'), rows, range: { top: 0, bottom: 3, columns: ['status'] }, textOf: () => 'Published' });
    expect(result.changes.map(({ row, value, refusal, same }) => `${row.id} ${String(value)} ${refusal?.reason ?? (same ? 'same' : 'change')}`)).toEqual([
      'm2 PUBLISHED change', 'm3 undefined ability.reason.publishedMediaStatus', 'm4 PUBLISHED change',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import media from '../../../../src/entities/media';
import payment from '../../../../src/entities/payment';
import plan from '../../../../src/entities/plan';
import user from '../../../../src/entities/user';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import { cellFieldOf } from '../../../../src/framework/list/inline/cellFields';
import { cellChoices, cellReadOptions } from '../../../../src/framework/list/inline/cellReading';
import { readTyped } from '../../../../src/framework/list/inline/readTyped';

/** A pasted text read into a column's cell of a row, as the paste summary reads it. */
function readInto(declaration: EntityDeclaration, column: string, row: Record<string, unknown>, text: string, language: 'fa' | 'en' = 'en') {
  const cell = cellFieldOf(declaration, column)!;
  if (cell.kind === 'form') throw new Error(`${column} is not edited in a cell`);
  return readTyped(cell.kind, text, cellReadOptions(cell, row, language));
}

describe('a cell’s text read on its row', () => {
  it('reads an amount in the row’s own currency', () => {
    expect(readInto(plan, 'price', { currency: 'USD' }, '12.50')).toEqual({ ok: true, value: 1250 });
    expect(readInto(plan, 'price', { currency: 'IRR' }, '۱۲٬۵۰۰ ریال', 'fa')).toEqual({ ok: true, value: 12_500 });
  });

  it('offers an enum cell only the steps its row may take, as the form does', () => {
    const status = cellFieldOf(payment, 'status')!.field;
    expect(cellChoices(status, { status: 'FAILED' })).toEqual(['FAILED', 'PENDING', 'SUCCEEDED']);
    expect(cellChoices(cellFieldOf(media, 'status')!.field, { status: 'DRAFT' })).toBeUndefined();
    expect(readInto(payment, 'status', { status: 'FAILED' }, 'succeeded')).toEqual({ ok: true, value: 'SUCCEEDED' });
    const refused = readInto(payment, 'status', { status: 'FAILED' }, 'Refunded');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.values?.choices.split(', ')).toHaveLength(3);
  });

  it('reads a phone number in Latin digits, a name as it is typed', () => {
    expect(readInto(user, 'mobile', {}, '+۹۸۹۱۲۱۲۳۴۵۶۷', 'fa')).toEqual({ ok: true, value: '+989121234567' });
    expect(readInto(user, 'fullName', {}, 'مریم ۲', 'fa')).toEqual({ ok: true, value: 'مریم ۲' });
  });

  it('reads a status by its Persian label in an English session', () => {
    expect(readInto(user, 'status', { status: 'ACTIVE' }, 'مسدود')).toEqual({ ok: true, value: 'SUSPENDED' });
  });
});

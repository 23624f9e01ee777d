import { describe, expect, it } from 'vitest';
import { invoiceTotal } from '../../../src/entities/commerce/invoiceTotal';
import { reorderedPositions } from '../../../src/entities/commerce/useAttributeOrder';
import comments from '../../../src/entities/comment';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { parseListParams } from '../../../src/framework/list/listParams';

describe('invoiceTotal', () => {
  it('sums quantity × unit price like the server, counting a line being typed as zero', () => {
    expect(invoiceTotal([{ quantity: 1, unitPrice: 1000 }, { quantity: 2, unitPrice: 750 }, { quantity: 3, unitPrice: 400 }])).toBe(3700);
    expect(invoiceTotal([{ quantity: 2, unitPrice: null }, { quantity: null, unitPrice: 5 }])).toBe(0);
    expect(invoiceTotal(null)).toBe(0);
  });
});

describe('reorderedPositions', () => {
  const rows = [{ id: 'a', position: 0 }, { id: 'b', position: 1 }, { id: 'c', position: 2 }];
  it('saves only the positions that change', () => {
    expect(reorderedPositions(rows, 2, 1)).toEqual([{ id: 'c', position: 1 }, { id: 'b', position: 2 }]);
  });
  it('numbers seeded positions with gaps or ties afresh', () => {
    const seeded = [{ id: 'a', position: 5 }, { id: 'b', position: 5 }, { id: 'c', position: 9 }];
    expect(reorderedPositions(seeded, 0, 1)).toEqual([{ id: 'b', position: 0 }, { id: 'a', position: 1 }, { id: 'c', position: 2 }]);
  });
});

describe('default filter', () => {
  const declaration = comments as unknown as EntityDeclaration;
  it('applies while the URL names no status', () => {
    expect(parseListParams(new URLSearchParams(''), declaration).filter).toEqual({ status: ['PENDING'] });
  });
  it('gives way to a status in the URL, and to "all"', () => {
    expect(parseListParams(new URLSearchParams('status=REJECTED'), declaration).filter).toEqual({ status: ['REJECTED'] });
    expect(parseListParams(new URLSearchParams('status=all&q=x'), declaration).filter).toEqual({ search: 'x' });
  });
});

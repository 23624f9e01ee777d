import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitColumns, ROW_HEADER_BASE, type FitColumn } from '../../../src/framework/list/fit/fitColumns';

const title: FitColumn = { key: 'title', min: 160, natural: 400, priority: 3, cut: true, isRowHeader: true };
const status: FitColumn = { key: 'status', min: 112, natural: 168, priority: 1, cut: true, yields: true };
const amount: FitColumn = { key: 'amount', min: 150, natural: 150, priority: 2, cut: false };
const email: FitColumn = { key: 'email', min: 120, natural: 300, priority: 2, cut: true };
const paid: FitColumn = { key: 'paid', min: 140, natural: 140, priority: 4, cut: false };
const active: FitColumn = { key: 'active', min: 96, natural: 96, priority: 5, cut: false };
const columns = [title, email, amount, status, paid, active];

const widths = (fit: ReturnType<typeof fitColumns>) => Object.fromEntries(fit.columns.map((column) => [column.key, column.width]));
const total = (fit: ReturnType<typeof fitColumns>) => fit.columns.reduce((sum, column) => sum + column.width, 0);
const mins = (list: FitColumn[]) => list.reduce((sum, column) => sum + column.min, 0);

describe('fitting columns to a width', () => {
  it('shows every column while their minimums fit, in the declaration order, cutting text rather than leaving a column out', () => {
    const columns = [title, { ...email, priority: 3 }, amount, status, paid, active];
    const fit = fitColumns({ available: mins(columns), columns });
    expect(fit.columns.map((column) => column.key)).toEqual(['title', 'email', 'amount', 'status', 'paid', 'active']);
    expect(fit.hidden).toEqual([]);
    // No room beyond the minimums: the title and the e-mail are cut, nothing leaves.
    expect(widths(fit)).toEqual({ title: 160, email: 120, amount: 150, status: 112, paid: 140, active: 96 });
  });

  it('leaves columns out only below their minimums, by declared priority, the later declared first among equals', () => {
    // Without text ranked first, lower columns join on their minimums alone.
    const plain = columns.map((column) => (column === email ? { ...email, priority: 3 } : column));
    const fit = fitColumns({ available: mins(plain) - 1, columns: plain });
    expect(fit.hidden).toEqual(['active']);
    const narrower = fitColumns({ available: mins(plain) - 97, columns: plain });
    expect(narrower.hidden).toEqual(['paid', 'active']);
    const twins = fitColumns({ available: 160 + 140, columns: [title, { ...paid, key: 'first' }, { ...paid, key: 'second' }] });
    expect(twins.hidden).toEqual(['second']);
    // A narrow column of a lower priority does not slip in after a wider one was left out.
    const narrow = fitColumns({ available: 160 + 112 + 200, columns: [title, status, { ...paid, min: 300, natural: 300 }, active] });
    expect(narrow.hidden).toEqual(['paid', 'active']);
  });

  it('gives the room to text ranked first (an e-mail), then the row header up to its base, then other text, then the row header, then statuses', () => {
    const note: FitColumn = { key: 'note', min: 120, natural: 200, priority: 3, cut: true };
    const all = [title, email, amount, status, note];
    const room = (extra: number) => fitColumns({ available: mins(all) + extra, columns: all });
    expect(widths(room(180))).toMatchObject({ title: 160, email: 300, status: 112, note: 120 });
    expect(widths(room(180 + ROW_HEADER_BASE - 160))).toMatchObject({ title: ROW_HEADER_BASE, email: 300, status: 112, note: 120 });
    expect(widths(room(180 + ROW_HEADER_BASE - 160 + 80))).toMatchObject({ title: ROW_HEADER_BASE, note: 200, status: 112 });
    expect(widths(room(180 + ROW_HEADER_BASE - 160 + 80 + 160))).toMatchObject({ title: 400, note: 200, status: 112 });
    expect(widths(room(180 + ROW_HEADER_BASE - 160 + 80 + 160 + 56))).toMatchObject({ title: 400, status: 168 });
    const wide = room(2000);
    expect(widths(wide)).toMatchObject({ email: 300, status: 168, amount: 150, note: 200 });
    expect(total(wide)).toBe(mins(all) + 2000);
  });

  it('keeps text ranked first whole before a lower column joins, and cuts it rather than leave it out', () => {
    const note: FitColumn = { key: 'note', min: 120, natural: 200, priority: 3, cut: true };
    // Room for every minimum, not for the e-mail whole and the note: the note waits.
    const fit = fitColumns({ available: 160 + 300 + 119, columns: [title, email, note] });
    expect(fit.hidden).toEqual(['note']);
    expect(widths(fit).email).toBe(300);
    // Narrower still: the e-mail is cut, never left out while its minimum fits.
    const narrow = fitColumns({ available: 160 + 130, columns: [title, email, note] });
    expect(narrow.hidden).toEqual(['note']);
    expect(widths(narrow)).toEqual({ title: 160, email: 130 });
  });

  it('depends on the declaration and the width alone: the same input gives the same columns and widths', () => {
    const input = { available: 731, columns };
    expect(fitColumns(input)).toEqual(fitColumns(structuredClone(input)));
  });

  it('shows columns the user chose whatever the width, squeezed to their minimum, and says by how much they overflow', () => {
    const fit = fitColumns({ available: 500, columns, chosen: true });
    expect(fit.hidden).toEqual([]);
    expect(fit.columns).toHaveLength(columns.length);
    expect(fit.overflow).toBe(mins(columns) - 500);
    expect(fit.columns.every((column) => column.width === columns.find((candidate) => candidate.key === column.key)!.min)).toBe(true);
    expect(fitColumns({ available: 2000, columns, chosen: true }).overflow).toBe(0);
  });

  it('never overflows unless asked, keeps the row header, hides only by priority and only below the minimums', () => {
    const column = fc.record({
      min: fc.integer({ min: 40, max: 300 }),
      extra: fc.integer({ min: 0, max: 300 }),
      priority: fc.integer({ min: 1, max: 7 }),
      cut: fc.boolean(),
      yields: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(column, { minLength: 1, maxLength: 9 }), fc.integer({ min: 300, max: 1600 }), (specs, available) => {
        const input = specs.map((spec, index): FitColumn => ({ key: `c${index}`, min: spec.min, natural: spec.min + (spec.cut ? spec.extra : 0), priority: spec.priority, cut: spec.cut, yields: spec.yields, isRowHeader: index === 0 }));
        const fit = fitColumns({ available, columns: input });
        expect(fit.columns[0].key).toBe('c0');
        expect([...fit.columns.map((c) => c.key), ...fit.hidden].sort()).toEqual(input.map((c) => c.key).sort());
        if (input.reduce((sum, c) => sum + (c.cut && !c.yields && c.priority <= 2 && c !== input[0] ? c.natural : c.min), 0) <= available) expect(fit.hidden).toEqual([]);
        if (input[0].min <= available) expect(total(fit)).toBeLessThanOrEqual(available);
        for (const shown of fit.columns) expect(shown.width).toBeGreaterThanOrEqual(shown.min);
        // Whatever is hidden ranks below whatever shows.
        const rank = (key: string) => input.findIndex((c) => c.key === key);
        for (const gone of fit.hidden) {
          for (const kept of fit.columns.slice(1)) {
            const [a, b] = [input[rank(kept.key)], input[rank(gone)]];
            expect(a.priority < b.priority || (a.priority === b.priority && rank(kept.key) < rank(gone))).toBe(true);
          }
        }
      }),
    );
  });
});

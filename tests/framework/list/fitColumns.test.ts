import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitColumns, ROW_HEADER_SHARE, type FitColumn } from '../../../src/framework/list/fit/fitColumns';

const title: FitColumn = { key: 'title', min: 120, natural: 420, priority: 3, cut: true, isRowHeader: true };
const status: FitColumn = { key: 'status', min: 140, natural: 140, priority: 1, cut: false };
const amount: FitColumn = { key: 'amount', min: 150, natural: 150, priority: 2, cut: false };
const user: FitColumn = { key: 'user', min: 112, natural: 180, priority: 3, cut: true };
const paid: FitColumn = { key: 'paid', min: 136, natural: 136, priority: 4, cut: false };
const active: FitColumn = { key: 'active', min: 80, natural: 80, priority: 5, cut: false };
const columns = [title, user, amount, status, paid, active];

const widths = (fit: ReturnType<typeof fitColumns>) => Object.fromEntries(fit.columns.map((column) => [column.key, column.width]));
const total = (fit: ReturnType<typeof fitColumns>) => fit.columns.reduce((sum, column) => sum + column.width, 0);

describe('fitting columns to a width', () => {
  it('shows every column when they fit, in the declaration order, and gives the room to the title', () => {
    const fit = fitColumns({ available: 1400, columns });
    expect(fit.columns.map((column) => column.key)).toEqual(['title', 'user', 'amount', 'status', 'paid', 'active']);
    expect(fit.hidden).toEqual([]);
    expect(total(fit)).toBe(1400);
    // Never-cut columns keep their width; a cut one grows to its natural width; the rest is the title's.
    expect(widths(fit)).toMatchObject({ amount: 150, status: 140, paid: 136, active: 80, user: 180 });
    expect(widths(fit).title).toBe(1400 - 150 - 140 - 136 - 80 - 180);
  });

  it('drops columns from the lowest priority up, never a higher one before a lower one', () => {
    const fit = fitColumns({ available: 730, columns });
    // Title 120 + status 140 + amount 150, the title's claim (45%: to 328) and user 112 make 730: paid and active go.
    expect(fit.hidden).toEqual(['paid', 'active']);
    expect(total(fit)).toBeLessThanOrEqual(730);
    // A narrow column of a lower priority does not slip in after a wider one was left out.
    const narrow = fitColumns({ available: 660, columns: [title, status, { ...paid, min: 300, natural: 300 }, active] });
    expect(narrow.hidden).toEqual(['paid', 'active']);
  });

  it('lets the title claim up to 45% of the room after statuses and amounts, before text and dates', () => {
    const available = 900;
    const fit = fitColumns({ available, columns });
    expect(widths(fit).title).toBeGreaterThanOrEqual(Math.floor(available * ROW_HEADER_SHARE));
    // Priorities 1 and 2 come before the claim even when the room is short.
    const short = fitColumns({ available: 500, columns });
    expect(short.columns.map((column) => column.key)).toEqual(['title', 'amount', 'status']);
    expect(short.hidden).toEqual(['user', 'paid', 'active']);
  });

  it('shows a title of 48 characters whole at 1440 px when the other columns leave room', () => {
    // 1440 px: a card of 1080 px, less checkbox, actions and scrollbar: about 920 px for columns.
    const fit = fitColumns({ available: 920, columns });
    expect(widths(fit).title).toBeGreaterThanOrEqual(title.natural);
  });

  it('keeps the title at least as wide as any column that may be cut', () => {
    const wide = { ...user, min: 200, natural: 300 };
    const fit = fitColumns({ available: 620, columns: [{ ...title, natural: 130 }, wide, status] });
    expect(widths(fit).title).toBeGreaterThanOrEqual(widths(fit).user);
    expect(total(fit)).toBeLessThanOrEqual(620);
  });

  it('gives room to a cut column beside a short title, rising together with the title', () => {
    const name = { ...title, min: 120, natural: 150 };
    const email: FitColumn = { key: 'email', min: 112, natural: 300, priority: 2, cut: true };
    const fit = fitColumns({ available: 500, columns: [name, email] });
    expect(widths(fit)).toEqual({ title: 250, email: 250 });
  });

  it('shows columns the user chose whatever the width, squeezed to their minimum, and says by how much they overflow', () => {
    const fit = fitColumns({ available: 500, columns, chosen: true });
    expect(fit.hidden).toEqual([]);
    expect(fit.columns).toHaveLength(columns.length);
    const mins = columns.reduce((sum, column) => sum + column.min, 0);
    expect(fit.overflow).toBe(mins - 500);
    expect(fit.columns.every((column) => column.width === columns.find((candidate) => candidate.key === column.key)!.min)).toBe(true);
    expect(fitColumns({ available: 2000, columns, chosen: true }).overflow).toBe(0);
  });

  it('never overflows unless asked, keeps the row header, and hides only what it does not show', () => {
    const column = fc.record({
      min: fc.integer({ min: 40, max: 300 }),
      extra: fc.integer({ min: 0, max: 300 }),
      priority: fc.integer({ min: 1, max: 7 }),
      cut: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(column, { minLength: 1, maxLength: 9 }), fc.integer({ min: 300, max: 1600 }), (specs, available) => {
        const input = specs.map((spec, index): FitColumn => ({ key: `c${index}`, min: spec.min, natural: spec.min + (spec.cut ? spec.extra : 0), priority: spec.priority, cut: spec.cut, isRowHeader: index === 0 }));
        const fit = fitColumns({ available, columns: input });
        expect(fit.columns[0].key).toBe('c0');
        expect([...fit.columns.map((c) => c.key), ...fit.hidden].sort()).toEqual(input.map((c) => c.key).sort());
        if (input[0].min <= available) expect(total(fit)).toBeLessThanOrEqual(available);
        for (const shown of fit.columns) expect(shown.width).toBeGreaterThanOrEqual(shown.min);
        const header = fit.columns[0].width;
        for (const shown of fit.columns.slice(1)) if (shown.cut) expect(header).toBeGreaterThanOrEqual(shown.min);
      }),
    );
  });
});

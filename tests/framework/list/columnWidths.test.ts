import { describe, expect, it } from 'vitest';
import users from '../../../src/entities/user';
import media from '../../../src/entities/media';
import type { ColumnDef } from '../../../src/framework/entity/types';
import { columnSize, headerWidth, ROW_HEADER_SIZE } from '../../../src/framework/list/columnWidths';
import { fitColumns } from '../../../src/framework/list/fit/fitColumns';
import { sizeColumns } from '../../../src/framework/list/tableColumns';

/** The declaration's columns as the fitting sees them: labels play no part in their sizes. */
const sized = (columns: readonly ColumnDef[], label: (key: string) => string) =>
  sizeColumns(columns.map((def) => ({ key: def.key, label: label(def.key), def: def as ColumnDef<Record<string, unknown>> })), columns.find((def) => def.isRowHeader)?.key ?? columns[0].key);

describe('column sizes from the declaration', () => {
  it('never cuts money, marks or images; lets text, references, codes and statuses be cut; a date only down to its values', () => {
    for (const kind of ['money', 'boolean', 'flag', 'image'] as const) {
      const size = columnSize({ kind });
      expect(size.cut, kind).toBe(false);
      expect(size.min, kind).toBe(size.natural);
    }
    for (const kind of ['text', 'reference', 'code', 'enum', 'date'] as const) {
      const size = columnSize({ kind });
      expect(size.cut, kind).toBe(true);
      expect(size.min, kind).toBeLessThan(size.natural);
    }
    expect(columnSize({ kind: 'enum' }).yields).toBe(true);
    expect(columnSize({ kind: 'date' }).yields).toBe(true);
    expect(columnSize({ kind: 'text' }).yields).toBe(false);
  });

  it('takes a declared width as the natural one, and as the minimum of a short number', () => {
    expect(columnSize({ kind: 'text', width: 300 })).toMatchObject({ natural: 300, min: 120 });
    expect(columnSize({ kind: 'text', width: 90 })).toMatchObject({ natural: 90, min: 90 });
    expect(columnSize({ kind: 'money', width: 160 })).toMatchObject({ natural: 160, min: 160 });
    expect(columnSize({ kind: 'text', isRowHeader: true })).toEqual({ ...ROW_HEADER_SIZE, cut: true, yields: false });
  });

  it('gives the same sizes and the same fit in every language: the labels are not measured', () => {
    for (const declaration of [users, media]) {
      const columns = declaration.columns as readonly ColumnDef[];
      const english = sized(columns, (key) => key);
      const persian = sized(columns, (key) => `ستونی با عنوانی بسیار بلند ${key}`);
      expect(persian.map(({ label: _label, ...rest }) => rest)).toEqual(english.map(({ label: _label, ...rest }) => rest));
      for (const available of [480, 724, 900, 1200]) expect(fitColumns({ available, columns: persian })).toEqual(fitColumns({ available, columns: english }));
    }
  });

  it('sizes the e-mail of the users list to show an address whole, and shows it at 1280 px', () => {
    const columns = sized(users.columns as readonly ColumnDef[], (key) => key);
    const email = columns.find((column) => column.key === 'email')!;
    expect(email.natural).toBeGreaterThanOrEqual(300);
    // 1280 px leaves about 743 px for the columns of the users list (checkbox, three actions and a
    // scrollbar's room aside): every px beyond the minimums goes to the e-mail, before the name,
    // the role and the status grow, and no lower column joins to take it.
    const fit = fitColumns({ available: 743, columns });
    expect(fit.columns.map((column) => column.key)).toEqual(['fullName', 'email', 'role', 'status']);
    expect(fit.columns.find((column) => column.key === 'email')?.width).toBe(743 - 168 - 112 - 112);
  });

  it('still measures a header for the tables that size by it (a keyword module words)', () => {
    const measure = (text: string) => text.length * 8;
    expect(headerWidth('Meaning', true, measure)).toBeGreaterThan(headerWidth('Meaning', false, measure));
    expect(headerWidth('Meaning', false, measure)).toBeGreaterThan(measure('Meaning'));
  });
});

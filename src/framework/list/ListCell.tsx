import type { ReactNode } from 'react';
import { cellDir } from '../cells/bidi';
import { CellText } from '../cells/CellText';
import type { ColumnDef, ColumnKind, ValueFormatter } from '../entity/types';
import type { AnyRow } from './listDocument';
import { cellTextOf } from './tableColumns';

export interface ListCellProps {
  def: ColumnDef<AnyRow>;
  /** The column's kind: declared, else text (sizeColumns). */
  kind?: ColumnKind;
  row: AnyRow;
  format: ValueFormatter;
}

/**
 * A cell's content: the column's own `render`, or its text isolated for direction and cut with
 * an ellipsis at its end (see CellText): codes, e-mails and phones left to right, other text in
 * its own direction. A string `render` (a reference's name) is text too.
 * A component, so the table formats a cell only when it renders it (the rows in view), not while
 * it builds its collection of every row.
 */
export function ListCell({ def, kind, row, format }: ListCellProps): ReactNode {
  const dir = def.dir?.(row) ?? cellDir(kind ?? def.kind);
  const content = def.render ? def.render(row) : cellTextOf(def, row, format);
  if (typeof content === 'string') return <CellText dir={dir}>{content}</CellText>;
  return dir !== 'auto' || def.dir ? <span dir={dir}>{content}</span> : content;
}

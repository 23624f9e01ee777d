import { useIntl } from 'react-intl';
import { cellDir } from '../../cells/bidi';
import { columnLabelId, useLabel } from '../../entity/labels';
import type { ColumnDef, EntityDeclaration } from '../../entity/types';
import { useValueFormatter } from '../../format/useValueFormatter';
import type { AnyRow } from '../listDocument';
import type { ListState } from '../listParams';
import { cellTextOf } from '../tableColumns';
import { PrintFilterLine } from './PrintFilterLine';
import '../../display/print.css';
import './listPrint.css';

interface Props {
  declaration: EntityDeclaration;
  title: string;
  /** The columns the list allows (its chosen ones, else all), in the declaration's order. */
  keys: readonly string[];
  /** The rows the list holds: its page, or every row under All. */
  rows: readonly AnyRow[];
  state: ListState;
}

/**
 * A list on paper: the rows the list holds as one plain table, every row rendered (the screen's
 * table renders only those in view), its header again on each page, after a line saying what
 * filtered them and when it was printed. Rendered only while printing (usePrint).
 */
export function ListPrintView({ declaration, title, keys, rows, state }: Props) {
  const intl = useIntl();
  const format = useValueFormatter();
  const label = useLabel();
  const columns = (declaration.columns as ColumnDef<AnyRow>[]).filter((def) => keys.includes(def.key));
  return (
    <div className="print-document print-document--paper-only list-print">
      <h1 className="list-print__title">{title}</h1>
      <p className="list-print__filters">
        <PrintFilterLine declaration={declaration} state={state} />
      </p>
      <p className="list-print__when">
        {intl.formatMessage({ id: 'list.print.printed' }, { count: rows.length, date: format.dateTime(new Date().toISOString()) })}
      </p>
      <table>
        <thead>
          <tr>
            {columns.map((def) => (
              <th key={def.key} scope="col">{label(columnLabelId(declaration.subject, def as ColumnDef<never>), def.key)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((def) => (
                <td key={def.key}><bdi dir={def.dir?.(row) ?? cellDir(def.kind)}>{cellTextOf(def, row, format)}</bdi></td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

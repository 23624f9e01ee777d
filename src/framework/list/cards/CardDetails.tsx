import type { ColumnDef, ValueFormatter } from '../../entity/types';
import type { AnyRow } from '../listDocument';
import { ListCell } from '../ListCell';

export interface CardDetailsProps {
  row: AnyRow;
  status?: ColumnDef;
  /** The card's values with their column labels. */
  values: { def: ColumnDef; label: string }[];
  format: ValueFormatter;
}

/**
 * Under a card's title: its status (the badge the table shows) and its most important values,
 * each with its column's label, one per line, drawn as the table's cells draw them.
 */
export function CardDetails({ row, status, values, format }: CardDetailsProps) {
  return (
    <span className="list-card__details">
      {status && (
        <span className="list-card__status">
          <ListCell def={status} kind={status.kind} row={row} format={format} />
        </span>
      )}
      {values.length > 0 && (
        <dl className="list-card__values">
          {values.map(({ def, label }) => (
            <span key={def.key} className="list-card__value">
              <dt>{label}</dt>
              <dd>
                <ListCell def={def} kind={def.kind} row={row} format={format} />
              </dd>
            </span>
          ))}
        </dl>
      )}
    </span>
  );
}

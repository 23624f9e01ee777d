import { useIntl } from 'react-intl';

/** Placeholder rows while the first page loads, shaped like the table so nothing jumps after. */
export function ListSkeleton({ columns, rows }: { columns: number; rows: number }) {
  const intl = useIntl();
  return (
    <div className="list-skeleton" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} aria-busy="true">
      {Array.from({ length: rows + 1 }, (_, row) => (
        <div key={row} className={row === 0 ? 'list-skeleton__row list-skeleton__row--header' : 'list-skeleton__row'}>
          {Array.from({ length: columns }, (_, column) => (
            <span key={column} className="list-skeleton__bar" />
          ))}
        </div>
      ))}
    </div>
  );
}

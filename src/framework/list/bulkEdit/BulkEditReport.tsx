import { useIntl } from 'react-intl';
import { messageText } from '../../display/messageText';
import type { UserErrorFieldsFragment } from '../../../gql/graphql';
import type { BulkRowResult } from './useBulkUpdate';
import '../../display/rowReport.css';

interface Props {
  results: BulkRowResult[];
  titleOf: (id: string) => string;
}

const reasonOf = (intl: ReturnType<typeof useIntl>, error: UserErrorFieldsFragment) =>
  messageText(intl, { id: error.message, values: error.values ?? undefined }) ?? error.message;

/** "2 saved, 1 refused" and, for each refused row, its name and the server's reasons, translated. */
export function BulkEditReport({ results, titleOf }: Props) {
  const intl = useIntl();
  const refused = results.filter((result) => !result.ok);
  return (
    <div className="bulk-report" role="status">
      <span className="row-report__summary">
        {intl.formatMessage({ id: 'bulkEdit.report.summary' }, { saved: results.length - refused.length, refused: refused.length })}
      </span>
      {refused.length > 0 && (
        <ul className="row-report__rows" aria-label={intl.formatMessage({ id: 'bulkEdit.report.refused' })}>
          {refused.map((result) => (
            <li key={result.id}>
              <strong>{titleOf(result.id)}</strong>
              {': '}
              {result.userErrors.map((error) => reasonOf(intl, error)).join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

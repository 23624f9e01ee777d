import { useIntl } from 'react-intl';
import { problemText } from './problemText';
import type { ImportRowResult } from './useImportRows';
import '../display/rowReport.css';

/** A file of thousands of bad rows is fixed from the downloaded CSV, not read on screen. */
const SHOWN_ROWS = 100;

interface Props {
  results: ImportRowResult[];
  /** 'check' after a dry run ("ready"), 'import' after the import ("imported"). */
  stage: 'check' | 'import';
  labelOf: (name: string) => string;
}

/** How many rows pass, and each refused row by its number in the file with its problems, translated. */
export function ImportReport({ results, stage, labelOf }: Props) {
  const intl = useIntl();
  const refused = results.filter((result) => !result.ok);
  const unchanged = results.filter((result) => result.unchanged).length;
  const passed = results.length - refused.length - unchanged;
  return (
    <div className="import-report" role="status">
      <span className="row-report__summary">{intl.formatMessage({ id: `import.report.${stage}` }, { passed, refused: refused.length })}</span>
      {unchanged > 0 && <span className="row-report__summary">{intl.formatMessage({ id: 'import.report.unchanged' }, { count: unchanged })}</span>}
      {refused.length > 0 && (
        <ul className="row-report__rows" aria-label={intl.formatMessage({ id: 'import.report.refusedRows' })}>
          {refused.slice(0, SHOWN_ROWS).map((result) => (
            <li key={result.line}>
              <strong>{intl.formatMessage({ id: 'import.report.row' }, { row: result.line + 1 })}</strong>{' '}
              <ul>
                {result.userErrors.map((error, index) => (
                  <li key={index}>{problemText(intl, error, labelOf)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {refused.length > SHOWN_ROWS && <span>{intl.formatMessage({ id: 'import.report.more' }, { count: refused.length - SHOWN_ROWS })}</span>}
    </div>
  );
}

import { useIntl } from 'react-intl';
import { InlineAlert } from '../../ui/kit/Feedback';
import { Picker } from '../../ui/kit/Picker';
import type { ParsedCsv } from './parseCsv';
import type { ImportField } from './importFields';
import { unmappedRequired, type ColumnMapping } from './mapping';

interface Props {
  csv: ParsedCsv;
  fields: ImportField[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

const IGNORE = '__ignore__';
const PREVIEW_ROWS = 3;

/** One picker per CSV column (a field, or "Do not import"), what is still missing, and the first rows as they would be read. */
export function ColumnMappingStep({ csv, fields, mapping, onChange }: Props) {
  const intl = useIntl();
  const missing = unmappedRequired(mapping, fields);
  const options = [{ key: IGNORE, label: intl.formatMessage({ id: 'import.map.ignore' }) }, ...fields.map(({ field, label }) => ({ key: field.name, label }))];
  const mapped = mapping.map((name, column) => ({ name, column })).filter((entry): entry is { name: string; column: number } => entry.name !== null);
  const labelOf = (name: string) => fields.find(({ field }) => field.name === name)?.label ?? name;
  return (
    <div className="import-map">
      <p>{intl.formatMessage({ id: 'import.map.intro' }, { rows: csv.rows.length })}</p>
      <div className="import-map__columns">
        {csv.header.map((title, column) => (
          <Picker
            key={column}
            label={intl.formatMessage({ id: 'import.map.column' }, { column: title || intl.formatNumber(column + 1) })}
            options={options}
            selectedKey={mapping[column] ?? IGNORE}
            onChange={(key) => onChange(mapping.map((name, index) => (index === column ? (key === IGNORE ? null : key) : name === key ? null : name)))}
          />
        ))}
      </div>
      {missing.length > 0 && (
        <InlineAlert variant="notice" role="alert" heading={intl.formatMessage({ id: 'import.map.missingTitle' })}>
          {intl.formatMessage({ id: 'import.map.missing' }, { fields: intl.formatList(missing.map((field) => field.label), { type: 'conjunction' }) })}
        </InlineAlert>
      )}
      {mapped.length > 0 && (
        <div className="import-map__preview">
          <table aria-label={intl.formatMessage({ id: 'import.map.preview' })}>
            <thead>
              <tr>
                {mapped.map(({ name }) => (
                  <th key={name} scope="col">{labelOf(name)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {csv.rows.slice(0, PREVIEW_ROWS).map((cells, row) => (
                <tr key={row}>
                  {mapped.map(({ name, column }) => (
                    <td key={name} dir="auto">{cells[column] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

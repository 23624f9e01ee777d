import { useIntl } from 'react-intl';
import { Bidi } from '../../framework/display/Bidi';
import { historyValueText } from '../../framework/form/history/historyValue';
import type { ActivityEntryFieldsFragment } from '../../gql/graphql';
import { shorten } from '../../validation/shorten';
import { fieldLabel } from './activityLabels';

type Entry = Pick<ActivityEntryFieldsFragment, 'subject' | 'action' | 'changes'>;
type Change = Entry['changes'][number];

/** How long a value may be in a row: a title reads whole, a description is recognised. */
const VALUE_LENGTH = 48;

/** A value as the log shows it: an enum by its label when the catalog has `enum.<Subject><Field>`, text cut short. */
function useValueText(subject: string) {
  const intl = useIntl();
  return (field: string, value: unknown) => {
    const enumId = typeof value === 'string' ? `enum.${subject}${field[0].toUpperCase()}${field.slice(1)}.${value}` : '';
    const text = enumId in intl.messages ? intl.formatMessage({ id: enumId }) : historyValueText(intl, value);
    return shorten(text, VALUE_LENGTH);
  };
}

/**
 * What an entry changed, in the row: for an update each field the viewer may read with its value
 * before → after (in Persian the arrow points the reading way, ←); a restricted field is named as
 * hidden. A creation or deletion names its fields only, as every value is new or gone.
 */
export function ActivityChanges({ entry }: { entry: Entry }) {
  const intl = useIntl();
  const valueText = useValueText(entry.subject);
  const label = (change: Change) => fieldLabel(intl, entry.subject, change.field);
  if (entry.action === 'CREATE' || entry.action === 'DELETE') {
    return <>{intl.formatList(entry.changes.map(label), { type: 'conjunction' })}</>;
  }
  const bidi = (className: string, text: string) => (
    <span className={className}>
      <Bidi>{text}</Bidi>
    </span>
  );
  return (
    <ul className="activity-changes">
      {entry.changes.map((change) => (
        <li key={change.field}>
          {intl.formatMessage({ id: 'activity.change' }, {
            field: <span className="activity-changes__field">{label(change)}</span>,
            before: change.redacted ? intl.formatMessage({ id: 'undo.history.hidden' }) : bidi('activity-changes__before', valueText(change.field, change.before)),
            after: change.redacted ? intl.formatMessage({ id: 'undo.history.hidden' }) : bidi('activity-changes__after', valueText(change.field, change.after)),
          })}
        </li>
      ))}
    </ul>
  );
}

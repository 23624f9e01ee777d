import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import type { ActivityEntryFieldsFragment } from '../../gql/graphql';
import { ActivityChanges } from './ActivityChanges';
import { recordHref, subjectLabel } from './activityLabels';

/**
 * Who changed what, newest first: when, what was done by whom on one line ("Updated by Maryam"),
 * the entity, the record (by its title, linked while it exists) and the changes, each field
 * before → after (a restricted field is named, its values never kept). User text (titles, names)
 * keeps its own direction inside the row.
 */
export function ActivityTable({ entries, captionId }: { entries: readonly ActivityEntryFieldsFragment[]; captionId: string }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="activity-table-wrap">
      <table className="mini-table activity-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            {['when', 'action', 'entity', 'record', 'changes'].map((column) => (
              <th key={column} scope="col">{t(`activity.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const href = recordHref(entry.subject, entry.recordId, entry.recordExists);
            return (
              <tr key={entry.id}>
                <td className="activity-table__when">{format.dateTime(entry.at)}</td>
                <td className="activity-table__action">
                  {intl.formatMessage({ id: 'undo.history.by' }, { action: t(`enum.ChangeAction.${entry.action}`), name: <bdi key="name">{entry.actor?.name ?? t('activity.noActor')}</bdi> })}
                </td>
                <td>{subjectLabel(intl, entry.subject)}</td>
                <td>{href ? <Link to={href}><bdi>{entry.recordTitle}</bdi></Link> : <bdi>{entry.recordTitle}</bdi>}</td>
                <td><ActivityChanges entry={entry} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

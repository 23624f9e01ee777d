import { useIntl } from 'react-intl';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import type { UserViewQuery } from '../../gql/graphql';

type Activity = NonNullable<UserViewQuery['user']>['activity'];

export function ActivityTimeline({ activity }: { activity: Activity }) {
  const intl = useIntl();
  const format = useValueFormatter();
  return (
    <section className="card" aria-labelledby="user-activity">
      <h2 id="user-activity" className="section-title">{intl.formatMessage({ id: 'user.view.activity' })}</h2>
      {activity.length === 0 ? (
        <p>{intl.formatMessage({ id: 'user.view.noActivity' })}</p>
      ) : (
        <ol className="timeline">
          {activity.map((entry) => (
            <li key={entry.id} className={`timeline__item timeline__item--${entry.kind.toLowerCase()}`}>
              <span className="timeline__text">
                {intl.formatMessage({ id: `user.activity.${entry.kind}` }, { detail: entry.detail ?? '' })}
              </span>
              <time dateTime={entry.at} className="timeline__time">{format.dateTime(entry.at)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

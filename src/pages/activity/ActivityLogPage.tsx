import { useSubscription } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ListErrorState } from '../../framework/list/ListErrorState';
import { ListSkeleton } from '../../framework/list/ListSkeleton';
import { ManageHeader } from '../../framework/list/ManageHeader';
import { PaginationFooter } from '../../framework/list/PaginationFooter';
import { usePagedQuery } from '../../framework/list/usePagedQuery';
import { LiveBanner } from '../../framework/list/live/LiveBanner';
import { ActivityLogDocument, ActivityRecordedDocument } from '../../gql-docs';
import { ActivityFilters } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { parseActivityParams, withActivityChanges } from './activityParams';
import { useActivityCsv } from './useActivityCsv';
import { useActivityXlsx } from './useActivityXlsx';
// The list screens' header, filter and table styles, which this page shares.
import '../../framework/list/list.css';
import './activity.css';

/**
 * The activity log: every recorded change across entities, newest first (ADMIN sees everyone's,
 * any other role its own). The URL holds the filter and page. It is live: on its first page new
 * entries come in at the top as they happen; further back they are counted until asked for.
 */
export function ActivityLogPage() {
  const intl = useIntl();
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const params = parseActivityParams(search);
  const { filter, page, pageSize } = params;
  const log = usePagedQuery(ActivityLogDocument, { filter, page, pageSize }, (data) => data.activity);
  const [fresh, setFresh] = useState(0);
  useSubscription(ActivityRecordedDocument, {
    variables: { filter },
    // onData does the work: a message is neither kept in the cache nor re-renders the screen.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const count = data.data?.activityRecorded.count ?? 0;
      if (count === 0) return;
      if (page === 1) log.refetch();
      else setFresh((seen) => seen + count);
    },
  });
  const change = (changes: Record<string, string | null>) => {
    setFresh(0);
    setSearch(withActivityChanges(search, changes));
  };
  const csv = useActivityCsv(filter);
  const xlsx = useActivityXlsx(filter);
  const result = log.page;
  const filtered = Object.keys(filter).length > 0;
  return (
    <section className="card list-screen activity-screen" aria-labelledby={headingId}>
      <ManageHeader title={intl.formatMessage({ id: 'activity.title' })} headingId={headingId} total={result?.total} csv={csv} xlsx={xlsx} />
      <p className="activity-screen__scope">{intl.formatMessage({ id: 'activity.scope' })}</p>
      <ActivityFilters params={params} onChange={change} />
      <LiveBanner live={{ fresh, stale: 0, show: () => change({ page: '1' }) }} />
      {log.error ? (
        <ListErrorState onRetry={log.refetch} retrying={log.loading} error={log.error} />
      ) : !result ? (
        <ListSkeleton columns={6} rows={Math.min(pageSize, 10)} />
      ) : result.items.length === 0 ? (
        // A plain line, not an illustrated heading: the page's only heading is its title.
        <p className="activity-screen__empty">{intl.formatMessage({ id: filtered ? 'list.empty.filtered' : 'list.empty.title' })}</p>
      ) : (
        <ActivityTable entries={result.items} captionId={headingId} />
      )}
      <PaginationFooter
        page={page}
        pageSize={pageSize}
        total={result?.total ?? 0}
        ready={!!result}
        onPageChange={(next) => change({ page: String(next) })}
        onPageSizeChange={(size) => change({ pageSize: size === null ? '100' : String(size) })}
      />
    </section>
  );
}

import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import type { ValueFormatter } from '../../framework/entity/types';
import { ActivityLogDocument } from '../../gql-docs';
import type { ActivityEntryFieldsFragment, ActivityFilter } from '../../gql/graphql';
import { fieldLabel, subjectLabel } from './activityLabels';

/** The server's largest page of the log. */
const CHUNK = 100;
/** An export is for an audit of a period, not the whole history: filter for more. */
export const EXPORT_LIMIT = 10_000;

/** The export's columns after "when", by message id `activity.columns.<column>`. */
export const EXPORT_COLUMNS = ['when', 'who', 'entity', 'record', 'recordId', 'action', 'fields'] as const;

/** Every entry matching the filter, newest first, up to EXPORT_LIMIT; `onFraction` tells how far (0–1). */
export async function fetchActivity(client: ApolloClient, filter: ActivityFilter, onFraction: (fraction: number) => void, signal?: AbortSignal) {
  const entries: ActivityEntryFieldsFragment[] = [];
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const { data } = await client.query({ query: ActivityLogDocument, variables: { filter, page, pageSize: CHUNK }, fetchPolicy: 'no-cache' });
    const result = data!.activity;
    entries.push(...result.items);
    const wanted = Math.min(result.total, EXPORT_LIMIT);
    onFraction(entries.length / Math.max(wanted, 1));
    if (entries.length >= wanted || result.items.length === 0) break;
  }
  signal?.throwIfAborted();
  return entries;
}

/** An entry's cells after "when", as the log shows them in the viewer's language. */
export const entryTexts = (entry: ActivityEntryFieldsFragment, intl: IntlShape) => [
  entry.actor?.name ?? '', subjectLabel(intl, entry.subject), entry.recordTitle, entry.recordId,
  intl.formatMessage({ id: `enum.ChangeAction.${entry.action}` }), entry.fieldsChanged.map((field) => fieldLabel(intl, entry.subject, field)).join(', '),
];

/** The header in the viewer's language. */
export const exportHeader = (intl: IntlShape) => EXPORT_COLUMNS.map((column) => intl.formatMessage({ id: `activity.columns.${column}` }));

/** The CSV lines of entries: "when" as the log shows it. */
export const csvEntryLines = (entries: ActivityEntryFieldsFragment[], intl: IntlShape, format: ValueFormatter) =>
  entries.map((entry) => [format.dateTime(entry.at), ...entryTexts(entry, intl)]);

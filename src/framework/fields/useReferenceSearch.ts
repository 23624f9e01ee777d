import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { useDebounced } from '../../ui/useDebounced';
import { labelOfRow, useReferenceSources } from '../entity/references';
import { rootOf } from '../entity/documents';
import { withoutIsolates } from '../display/isolates';

export interface ReferenceOption {
  id: string;
  label: string;
}

const PAGE_SIZE = 20;

type Row = { id: string } & Record<string, unknown>;

/** A row of a `local` source that answers to `needle` (lower case): by its label or any text of its own. */
const answers = (row: Row, label: string, needle: string) =>
  [label, ...Object.values(row).filter((value): value is string => typeof value === 'string')].some((text) => text.toLocaleLowerCase().includes(needle));

/**
 * Rows of `entity` whose text matches what the user typed: one list query (`filter.search`,
 * first 20) per pause in typing, never one per keystroke. Only runs while `enabled` (the picker is
 * open or being typed in), so a form with ten pickers sends nothing until one is used.
 */
export function useReferenceSearch(entity: EntitySubject, text: string, enabled: boolean, filter: Record<string, unknown> = {}) {
  const source = useReferenceSources()[entity];
  const { locale } = useIntl();
  // A label's direction marks (an e-mail's, a code's) are not part of what is searched for.
  const typed = withoutIsolates(text).trim();
  const search = useDebounced(typed, 250);
  const local = source.local === true;
  const { data, loading, error } = useQuery(source.list, {
    // `filter` narrows the choices by other fields (a language's accents); see FieldDef `filterBy`.
    // A local source's rows come whole, once, and are matched here (ReferenceSource `local`).
    variables: { filter: search && !local ? { ...filter, search } : filter, page: 1, pageSize: local ? null : PAGE_SIZE },
    skip: !enabled,
  });
  // While the next search is on its way, the rows of the last answer (for the same filter) stay
  // listed. Emptied, the open list said "No results", shrank and moved under the pointer for as
  // long as the server took, seconds on a busy machine; a filter of other fields (another serial's
  // seasons) never shows the rows of the one before.
  const filterKey = JSON.stringify(filter);
  const [answer, setAnswer] = useState<{ filterKey: string; data: unknown } | null>(null);
  if (data && answer?.data !== data) setAnswer({ filterKey, data });
  const shown = data ?? (enabled && answer?.filterKey === filterKey ? answer.data : undefined);
  const options = useMemo<ReferenceOption[]>(() => {
    const page = rootOf<{ items: Row[] }>(source.list, shown);
    const needle = typed.toLocaleLowerCase();
    return (page?.items ?? []).flatMap((row) => {
      const label = labelOfRow(source, row, locale);
      return !local || !needle || answers(row, label, needle) ? [{ id: row.id, label }] : [];
    });
  }, [shown, source, locale, local, typed]);
  return { options, loading: enabled && (loading || (!local && search !== typed)), failed: Boolean(error) };
}

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { entityRoutes } from '../../entities/routes';
import { SearchDocument } from '../../gql-docs';
import { useDebounced } from '../../ui/useDebounced';
import type { PaletteItem } from './paletteItems';
import type { RecordGroup } from './paletteMatch';

const MIN_QUERY = 2;

/** A type's name as its menu says it ("Serials"); one edited inside another's screens by its own label. */
function typeTitle(intl: IntlShape, type: string): string {
  const info = entityRoutes.find((entry) => entry.subject === type);
  const id = info ? info.titleMessageId : `activity.subject.${type}`;
  return id in intl.messages ? intl.formatMessage({ id }) : type;
}

/** A record group as a palette section: a heading, its hits, and "Show all N" when the server cut it. */
export interface RecordSection extends RecordGroup<PaletteItem> {
  title: string;
}

/**
 * Records found by the `searchGroups` query, from two characters on, one section per type in the
 * server's order (the best match first). A section the server cut ends with "Show all N …", which
 * opens the type's list searching for the query.
 */
export function useRecordSearch(query: string): { groups: RecordSection[]; loading: boolean } {
  const intl = useIntl();
  const settled = useDebounced(query.trim());
  const { data, loading } = useQuery(SearchDocument, {
    variables: { query: settled },
    skip: settled.length < MIN_QUERY,
    fetchPolicy: 'cache-first',
  });
  const groups = useMemo(() => {
    if (settled.length < MIN_QUERY) return [];
    return (data?.searchGroups ?? []).map((group): RecordSection => {
      const title = typeTitle(intl, group.type);
      const items = group.hits.map((hit): PaletteItem => ({
        key: `hit:${hit.type}:${hit.id}`, path: hit.path, title: hit.title, match: [hit.title], subtitle: hit.subtitle ?? undefined,
      }));
      if (group.total > group.hits.length) {
        const more = intl.formatMessage({ id: 'shell.search.more' }, { count: group.total, entity: title });
        items.push({ key: `more:${group.type}`, path: group.morePath, title: more, match: [more] });
      }
      return { key: `records:${group.type}`, title, items };
    });
  }, [data, settled, intl]);
  return { groups, loading: loading && settled.length >= MIN_QUERY };
}

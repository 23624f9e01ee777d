import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { entityRoutes } from '../../entities/routes';
import { SearchDocument } from '../../gql-docs';
import { useDebounced } from '../../ui/useDebounced';
import type { PaletteItem } from './paletteItems';

const MIN_QUERY = 2;

/** Records found by the `search` query, from two characters on (the server has matched them). */
export function useRecordSearch(query: string): { hits: PaletteItem[]; loading: boolean } {
  const intl = useIntl();
  const settled = useDebounced(query.trim());
  const { data, loading } = useQuery(SearchDocument, {
    variables: { query: settled },
    skip: settled.length < MIN_QUERY,
    fetchPolicy: 'cache-first',
  });
  const hits = useMemo(() => {
    if (settled.length < MIN_QUERY) return [];
    return (data?.search ?? []).map((hit): PaletteItem => {
      const info = entityRoutes.find((entry) => entry.subject === hit.type);
      const type = info ? intl.formatMessage({ id: info.titleMessageId }) : hit.type;
      return {
        key: `hit:${hit.type}:${hit.id}`, path: hit.path, title: hit.title, match: [hit.title],
        subtitle: hit.subtitle ? `${type} · ${hit.subtitle}` : type,
      };
    });
  }, [data, settled, intl]);
  return { hits, loading: loading && settled.length >= MIN_QUERY };
}

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { entityRoutes } from '../../entities/routes';
import { SearchDocument } from '../../gql/graphql';
import { useAppAbility } from '../../core/ability';
import { useRouteDefs } from '../../core/routing/routeDefs';
import { useTitleText } from '../../core/routing/useTitleText';
import { searchablePages, type SearchItem } from './searchablePages';
import { useDebounced } from '../../ui/useDebounced';

const MIN_QUERY = 2;
const MAX_PAGES = 8;

/** Pages the viewer may open and, from two characters on, entities found by the `search` query. */
export function useGlobalSearch(query: string): { pages: SearchItem[]; hits: SearchItem[]; loading: boolean } {
  const intl = useIntl();
  const ability = useAppAbility();
  const titleText = useTitleText();
  const routeDefs = useRouteDefs();
  const settled = useDebounced(query.trim());
  const { data, loading } = useQuery(SearchDocument, {
    variables: { query: settled },
    skip: settled.length < MIN_QUERY,
    fetchPolicy: 'cache-first',
  });
  const rules = ability.rules;
  const pages = useMemo(
    () => searchablePages(routeDefs, ability, (def) => (def.meta.title ? titleText(def.meta.title) : def.path), query).slice(0, MAX_PAGES),
    // The ability instance never changes; its rules do.
    [routeDefs, ability, rules, titleText, query],
  );
  const hits = useMemo(() => {
    if (settled.length < MIN_QUERY) return [];
    return (data?.search ?? []).map((hit) => {
      const info = entityRoutes.find((entry) => entry.subject === hit.type);
      const type = info ? intl.formatMessage({ id: info.titleMessageId }) : hit.type;
      return { key: `hit:${hit.type}:${hit.id}`, path: hit.path, title: hit.title, subtitle: hit.subtitle ? `${type} · ${hit.subtitle}` : type };
    });
  }, [data, settled, intl]);
  return { pages, hits, loading: loading && settled.length >= MIN_QUERY };
}

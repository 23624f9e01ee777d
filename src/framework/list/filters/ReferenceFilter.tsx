import { useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { useDebounced } from '../../../ui/useDebounced';
import { useReferenceSources } from '../../entity/references';
import { listPage } from '../listDocument';
import type { FilterControlProps } from './filterControl';
import { FILTER_WIDTHS } from './filterRows';
import { useReferenceName } from './useReferenceName';
import { LazyComboBox } from '../../../ui/kit/LazyComboBox';

const PICK_PAGE_SIZE = 20;

/**
 * Rows of another entity found by typing (search-as-you-type on its list query, 20 at a time).
 * The chosen row stays an item even when the search no longer finds it, so its name stays shown.
 * The first 20 are asked for on the first intent to use the field (pointer over it or focus), not
 * with the list: a list screen's load sends its own query only.
 */
export function ReferenceFilter({ name, label, entity, value, onChange }: FilterControlProps<string> & { entity: EntitySubject }) {
  const sources = useReferenceSources();
  const source = sources[entity];
  const seen = useRef(new Map<string, string>());
  const [input, setInput] = useState('');
  const [active, setActive] = useState(false);
  // A row no list has brought (a link from another screen, `?seasonId=…`) is read by its get query.
  const named = useReferenceName(entity, value && !seen.current.has(value) ? value : undefined);
  const { locale } = useIntl();
  const selectedLabel = value ? (seen.current.get(value) ?? named) : undefined;
  // With a row chosen its name fills the field; searching for that name would list only it.
  const search = useDebounced(input === selectedLabel ? '' : input.trim(), 300);
  const { data, previousData, loading } = useQuery(source.list, {
    variables: { filter: search ? { search } : {}, page: 1, pageSize: PICK_PAGE_SIZE },
    fetchPolicy: 'cache-first',
    skip: !active,
  });

  const items = useMemo(() => {
    // The last answer stays listed while the next search runs, so the open list does not empty and close.
    const rows = (listPage<typeof source.list>(data ?? previousData)?.items ?? []) as { id: string }[];
    const found = rows.map((row) => ({ key: row.id, label: source.label(row, locale) }));
    for (const item of found) seen.current.set(item.key, item.label);
    if (value && selectedLabel && !found.some((item) => item.key === value)) found.unshift({ key: value, label: selectedLabel });
    return found;
  }, [data, previousData, source, value, selectedLabel, locale]);

  return (
    <LazyComboBox
      label={label}
      options={items}
      selectedKey={value ?? null}
      onChange={(key) => onChange({ [name]: key })}
      onInputChange={(text) => {
        setInput(text);
        if (text === '' && value) onChange({ [name]: null });
      }}
      loading={loading}
      onActive={() => setActive(true)}
      width={`${FILTER_WIDTHS.reference}px`}
    />
  );
}

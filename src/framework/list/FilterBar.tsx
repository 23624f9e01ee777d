import { IconFilterOff } from '@tabler/icons-react';
import { Suspense, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';
import { lazyComponent } from '../../ui/lazyComponent';
import { usePhone } from '../../ui/usePhone';
import type { EntityDeclaration, FilterDef } from '../entity/types';
import { activeFilters, clearingChanges } from './filters/activeFilters';
import { FilterControl } from './filters/FilterControl';
import { splitFilters } from './filters/filterRows';
import { MoreFilters } from './filters/MoreFilters';
import { SearchBox } from './SearchBox';
import type { ListParams } from './useListParams';

/** The chips load with the first active filter (issue 31): most visits to a list filter nothing. */
const FilterChips = lazyComponent(() => import('./filterChipsChunk'));

interface Props {
  declaration: EntityDeclaration;
  params: ListParams;
}

/**
 * One row: the search, the declaration's primary filters and "More filters" for the rest (on a
 * phone, the search and one "Filters" button for all); then every active filter as a chip and
 * "Clear all". When what held the focus goes (the last chip, Clear all), the search takes it.
 */
export function FilterBar({ declaration, params }: Props) {
  const intl = useIntl();
  const phone = usePhone();
  const { state, setFilter } = params;
  const bar = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => splitFilters(declaration.filters), [declaration]);
  const active = useMemo(() => activeFilters(declaration, state.filter), [declaration, state.filter]);
  const hidden = phone ? (declaration.filters ?? []) : rows.more;
  const focusSearch = () => bar.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();

  const remove = (defs: FilterDef[]) => {
    setFilter(clearingChanges(defs));
    if (defs.length === active.length) focusSearch();
  };

  return (
    <div ref={bar} className="list-filters">
      <div role="search" aria-label={intl.formatMessage({ id: 'list.filters.label' })} className={phone ? 'list-filters__row list-filters__row--phone' : 'list-filters__row'}>
        <SearchBox value={state.search} onCommit={params.setSearch} width={phone ? '100%' : undefined} />
        {!phone &&
          rows.primary.map((def) => <FilterControl key={def.name} def={def} subject={declaration.subject} filter={state.filter} onChange={setFilter} />)}
        {hidden.length > 0 && (
          <MoreFilters
            defs={hidden}
            subject={declaration.subject}
            filter={state.filter}
            onChange={setFilter}
            activeCount={active.filter((def) => hidden.includes(def)).length}
            variant={phone ? 'all' : 'more'}
          />
        )}
      </div>
      {active.length > 0 && (
        <Suspense fallback={null}>
          <FilterChips subject={declaration.subject} filter={state.filter} active={active} onRemove={remove} />
        </Suspense>
      )}
      {params.hasFilters && (
        <ActionButton isQuiet onPress={() => { params.clearFilters(); focusSearch(); }}>
          <AppIcon icon={IconFilterOff} />
          <span>{intl.formatMessage({ id: 'list.filters.clear' })}</span>
        </ActionButton>
      )}
    </div>
  );
}

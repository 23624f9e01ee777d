import { IconFilterOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';
import type { EntityDeclaration } from '../entity/types';
import { FilterControl } from './filters/FilterControl';
import { SearchBox } from './SearchBox';
import type { ListParams } from './useListParams';

interface Props {
  declaration: EntityDeclaration;
  params: ListParams;
}

/** Search plus the declaration's filters; "clear filters" appears once something is filtered. */
export function FilterBar({ declaration, params }: Props) {
  const intl = useIntl();
  const { state } = params;
  return (
    <div role="search" aria-label={intl.formatMessage({ id: 'list.filters.label' })} className="list-filters">
      <SearchBox value={state.search} onCommit={params.setSearch} />
      {(declaration.filters ?? []).map((def) => (
        <FilterControl key={def.name} def={def} subject={declaration.subject} filter={state.filter} onChange={params.setFilter} />
      ))}
      {params.hasFilters && (
        <ActionButton onPress={params.clearFilters}>
          <AppIcon icon={IconFilterOff} />
          <span>{intl.formatMessage({ id: 'list.filters.clear' })}</span>
        </ActionButton>
      )}
    </div>
  );
}

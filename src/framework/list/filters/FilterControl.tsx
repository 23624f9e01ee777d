import { memo, Suspense } from 'react';
import type { EntitySubject } from '../../../ability/subjects';
import type { FilterDef } from '../../entity/types';
import { filterLabelId, useLabel } from '../../entity/labels';
import type { ListFilter } from '../listParams';
import { BooleanFilter } from './BooleanFilter';
import { CountryFilter } from './CountryFilter';
import { EnumFilter } from './EnumFilter';
import { ReferenceFilter } from './ReferenceFilter';
import { lazyComponent } from '../../../ui/lazyComponent';

/**
 * The date pickers (react-aria's date field and calendar, the calendars of @internationalized/date)
 * are a chunk of their own: most lists show no date filter until More filters opens, and one that
 * does starts it with the list's first render.
 */
const DateRangeFilter = lazyComponent(() => import('./DateRangeFilter').then((module) => ({ default: module.DateRangeFilter })));

interface Props {
  def: FilterDef;
  subject: EntitySubject;
  filter: ListFilter;
  onChange: (changes: Record<string, string | null>) => void;
}

/**
 * The widget of one declared filter, fed from the parsed filter input. Memoized: its props hold
 * while the list's answers arrive (the parsed filter and the setter are stable), so the screen's
 * renders for rows do not render the filters' collections again.
 */
export const FilterControl = memo(function FilterControl({ def, subject, filter, onChange }: Props) {
  const label = useLabel()(filterLabelId(subject, def), def.name);
  const common = { name: def.name, label, onChange };
  switch (def.kind) {
    case 'enum':
      return <EnumFilter {...common} enumName={def.enumName} value={filter[def.name] as string[] | undefined} />;
    case 'boolean':
      return <BooleanFilter {...common} value={filter[def.name] as boolean | undefined} />;
    case 'reference':
      return <ReferenceFilter {...common} entity={def.entity} value={filter[def.name] as string | undefined} />;
    case 'country':
      return <CountryFilter {...common} value={filter[def.name] as string | undefined} />;
    case 'dateRange':
      return (
        <Suspense fallback={<div role="group" aria-label={label} aria-busy="true" className="list-filters__range" />}>
          <DateRangeFilter
            {...common}
            value={{ from: filter[`${def.name}From`] as string | undefined, to: filter[`${def.name}To`] as string | undefined }}
          />
        </Suspense>
      );
  }
});

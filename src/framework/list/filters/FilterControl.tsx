import { memo } from 'react';
import type { EntitySubject } from '../../../ability/subjects';
import type { FilterDef } from '../../entity/types';
import { filterLabelId, useLabel } from '../../entity/labels';
import type { ListFilter } from '../listParams';
import { BooleanFilter } from './BooleanFilter';
import { CountryFilter } from './CountryFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { EnumFilter } from './EnumFilter';
import { ReferenceFilter } from './ReferenceFilter';

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
        <DateRangeFilter
          {...common}
          value={{ from: filter[`${def.name}From`] as string | undefined, to: filter[`${def.name}To`] as string | undefined }}
        />
      );
  }
});

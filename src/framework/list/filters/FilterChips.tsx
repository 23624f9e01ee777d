import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { Bidi } from '../../display/Bidi';
import { filterLabelId, useLabel } from '../../entity/labels';
import type { FilterDef } from '../../entity/types';
import { useValueFormatter } from '../../format/useValueFormatter';
import type { ListFilter } from '../listParams';
import { filterValueText } from './filterValueText';
import { useReferenceName } from './useReferenceName';
import { Tag, TagGroup } from '../../../ui/kit/TagGroup';

interface ChipProps {
  def: FilterDef;
  subject: EntitySubject;
  filter: ListFilter;
}

/** One chip: "Label: value", named the same for assistive technology. */
function Chip({ def, subject, filter, reference }: ChipProps & { reference?: string }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const label = useLabel()(filterLabelId(subject, def), def.name);
  const value = filterValueText(def, filter, intl, format, reference);
  return (
    <Tag id={def.name} textValue={intl.formatMessage({ id: 'list.filters.chip' }, { label, value })}>
      {label}: <Bidi>{value}</Bidi>
    </Tag>
  );
}

/** A reference's chip names the row (from the cache, or read once), never its id. */
function ReferenceChip(props: ChipProps & { entity: EntitySubject }) {
  const name = useReferenceName(props.entity, props.filter[props.def.name] as string | undefined);
  return <Chip {...props} reference={name ?? '…'} />;
}

interface Props {
  subject: EntitySubject;
  filter: ListFilter;
  /** The active filters (activeFilters), one chip each. */
  active: FilterDef[];
  /** Clears the filters whose chips were removed (the remove button, or Delete/Backspace on a chip). */
  onRemove: (defs: FilterDef[]) => void;
}

/**
 * Every active filter as a chip, shown or under "More filters" alike: what narrows the list reads
 * at a glance and clears with one key. Arrow keys move between the chips (one Tab stop).
 */
export function FilterChips({ subject, filter, active, onRemove }: Props) {
  const intl = useIntl();
  if (active.length === 0) return null;
  return (
    <TagGroup
      aria-label={intl.formatMessage({ id: 'list.filters.active' })}
      items={active.map((def) => ({ id: def.name, def }))}
      onRemove={(keys) => onRemove(active.filter((def) => keys.has(def.name)))}
      className="list-filters__chips"
    >
      {({ def }) =>
        def.kind === 'reference' ? <ReferenceChip def={def} subject={subject} filter={filter} entity={def.entity} /> : <Chip def={def} subject={subject} filter={filter} />
      }
    </TagGroup>
  );
}

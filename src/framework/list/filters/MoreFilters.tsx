import { IconFilter } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { AppIcon } from '../../../ui/AppIcon';
import { ActionButton } from '../../../ui/kit/ActionButton';
import { Dialog, DialogContent, DialogTrigger } from '../../../ui/kit/Dialog';
import { Badge } from '../../../ui/kit/Feedback';
import type { FilterDef } from '../../entity/types';
import { useValueFormatter } from '../../format/useValueFormatter';
import type { ListFilter } from '../listParams';
import { FilterControl } from './FilterControl';

interface Props {
  /** The filters behind the button. */
  defs: FilterDef[];
  subject: EntitySubject;
  filter: ListFilter;
  onChange: (changes: Record<string, string | null>) => void;
  /** How many of `defs` are active: a badge on the button, and part of its name. */
  activeCount: number;
  /** "More filters" beside the row's filters; "Filters" (all of them, in a modal) on a phone. */
  variant: 'more' | 'all';
}

/**
 * A button that opens the filters the row has no room for: a popover under it on a wide screen,
 * a modal dialog on a phone. Each control applies at once, as in the row; the popover stays open
 * for the next one.
 */
export function MoreFilters({ defs, subject, filter, onChange, activeCount, variant }: Props) {
  const intl = useIntl();
  const format = useValueFormatter();
  const label = intl.formatMessage({ id: variant === 'more' ? 'list.filters.more' : 'list.filters.label' });
  const name = activeCount > 0 ? intl.formatMessage({ id: 'list.filters.withActive' }, { name: label, count: activeCount }) : label;
  return (
    <DialogTrigger type={variant === 'more' ? 'popover' : 'modal'} placement="bottom start" isDismissable>
      <ActionButton aria-label={name}>
        <AppIcon icon={IconFilter} />
        <span>{label}</span>
        {activeCount > 0 && <Badge variant="info">{format.number(activeCount)}</Badge>}
      </ActionButton>
      <Dialog title={label} size="S" isDismissable={variant === 'all'} className="list-filters__dialog">
        <DialogContent className="list-filters__more">
          {defs.map((def) => (
            <FilterControl key={def.name} def={def} subject={subject} filter={filter} onChange={onChange} />
          ))}
        </DialogContent>
      </Dialog>
    </DialogTrigger>
  );
}

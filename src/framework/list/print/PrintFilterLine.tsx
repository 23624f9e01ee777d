import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { Bidi } from '../../display/Bidi';
import { filterLabelId, useLabel } from '../../entity/labels';
import type { EntityDeclaration, FilterDef } from '../../entity/types';
import { useValueFormatter } from '../../format/useValueFormatter';
import { activeFilters } from '../filters/activeFilters';
import { filterValueText } from '../filters/filterValueText';
import { useReferenceName } from '../filters/useReferenceName';
import type { ListFilter, ListState } from '../listParams';

interface PartProps {
  def: FilterDef;
  subject: EntitySubject;
  filter: ListFilter;
  reference?: string;
}

/** "Status: Draft", as the filter's chip reads. */
function FilterPart({ def, subject, filter, reference }: PartProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const label = useLabel()(filterLabelId(subject, def), def.name);
  return <>{intl.formatMessage({ id: 'list.filters.chip' }, { label, value: <Bidi key="value">{filterValueText(def, filter, intl, format, reference)}</Bidi> })}</>;
}

/** A reference names its row (the chip above already read it into the cache), never its id. */
function ReferencePart(props: PartProps & { entity: EntitySubject }) {
  const name = useReferenceName(props.entity, props.filter[props.def.name] as string | undefined);
  return <FilterPart {...props} reference={name ?? '…'} />;
}

/**
 * What narrowed the printed rows, in one line: each active filter as its chip says it, and the
 * search; or that nothing did. Paper has no filter bar to show it.
 */
export function PrintFilterLine({ declaration, state }: { declaration: EntityDeclaration; state: ListState }) {
  const intl = useIntl();
  const active = activeFilters(declaration, state.filter);
  const search = state.search.trim();
  if (active.length === 0 && !search) return <>{intl.formatMessage({ id: 'list.print.noFilter' })}</>;
  const parts = active.map((def) =>
    def.kind === 'reference' ? (
      <ReferencePart key={def.name} def={def} subject={declaration.subject} filter={state.filter} entity={def.entity} />
    ) : (
      <FilterPart key={def.name} def={def} subject={declaration.subject} filter={state.filter} />
    ),
  );
  if (search) parts.push(<Fragment key="search">{intl.formatMessage({ id: 'list.print.search' }, { text: <Bidi key="text">{search}</Bidi> })}</Fragment>);
  return (
    <>
      {intl.formatMessage({ id: 'list.print.filters' })}{' '}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && intl.formatMessage({ id: 'list.print.separator' })}
          {part}
        </Fragment>
      ))}
    </>
  );
}

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ENTITY_SUBJECTS } from '../../ability/subjects';
import { useAppAbility } from '../../ability/useAppAbility';
import { ALL_KEY as ALL } from '../../framework/list/filters/filterControl';
import { DateRangeFilter } from '../../framework/list/filters/DateRangeFilter';
import { ReferenceFilter } from '../../framework/list/filters/ReferenceFilter';
import { Picker } from '../../ui/kit/Picker';
import { ACTIONS, type ActivityParams } from './activityParams';
import { subjectOptions } from './activityLabels';


interface Props {
  params: ActivityParams;
  onChange: (changes: Record<string, string | null>) => void;
}

/**
 * Person (ADMIN only: everyone else sees only their own changes), entity, action and a date
 * range. Each choice goes to the URL, so a filtered log is a link to share.
 */
export function ActivityFilters({ params, onChange }: Props) {
  const intl = useIntl();
  const ability = useAppAbility();
  const everyone = ability.can('manage', 'all');
  const t = (id: string) => intl.formatMessage({ id });
  const all = { key: ALL, label: t('activity.filters.all') };
  const subjects = useMemo(
    () => [all, ...subjectOptions(intl, ENTITY_SUBJECTS.filter((subject) => ability.can('read', subject)))],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, ability],
  );
  const actions = [all, ...ACTIONS.map((action) => ({ key: action, label: t(`enum.ChangeAction.${action}`) }))];
  const pick = (name: string) => (key: string | null) => onChange({ [name]: key === ALL ? null : key });
  const { raw } = params;
  return (
    <div className="list-filters activity-filters">
      {everyone && (
        <ReferenceFilter name="actorId" label={t('activity.filters.person')} entity="User" value={raw.actorId} onChange={onChange} />
      )}
      <Picker label={t('activity.filters.entity')} options={subjects} selectedKey={raw.subject ?? ALL} onChange={pick('subject')} width="192px" />
      <Picker label={t('activity.filters.action')} options={actions} selectedKey={raw.action ?? ALL} onChange={pick('action')} width="192px" />
      <DateRangeFilter name="at" label={t('activity.filters.when')} value={{ from: params.filter.atFrom ?? undefined, to: params.filter.atTo ?? undefined }} onChange={onChange} />
    </div>
  );
}

import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { returnToState } from '../../framework/form/returnTo';
import { ListProvider } from '../../framework/list/ListContext';
import { useListController } from '../../framework/list/useListController';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { SeasonOperations } from '../../gql-docs';
import seasons from '../season';
import { urls } from '../../paths';

/**
 * A serial's seasons under its edit form, with "Add season" opening a season form tied to it; a
 * season opened or added here comes back here once saved.
 */
export default function SeasonsPanel({ id }: EditPanelProps) {
  const intl = useIntl();
  const ability = useAppAbility();
  // All of them, by number; seasons are added on another screen, and a local list comes back to fresh rows.
  const list = useListController<typeof SeasonOperations>(seasons, { params: 'local', permanentFilter: { serialId: id }, sort: { field: 'NUMBER', direction: 'ASC' }, initial: { pageSize: null } });
  const back = returnToState(urls.edit('Serial', id));
  const rows = list.rows.map((season) => ({
    id: season.id,
    label: intl.formatMessage({ id: 'serial.panels.seasonLabel' }, { number: season.number, title: season.title }),
    href: urls.edit('Season', season.id),
    state: back,
  }));
  const query = `?${new URLSearchParams({ serialId: id })}`;
  return (
    <ListProvider value={list}>
      <RelatedRows
        title="serial.panels.seasons"
        empty="serial.panels.noSeasons"
        rows={rows}
        add={ability.can('create', 'Season') ? { label: 'serial.panels.addSeason', href: `${urls.new('Season')}${query}`, state: back } : undefined}
      />
    </ListProvider>
  );
}

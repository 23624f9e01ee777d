import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { returnToState } from '../../framework/form/returnTo';
import { ListProvider } from '../../framework/list/ListContext';
import { useListController } from '../../framework/list/useListController';
import { RelatedGrid } from '../../framework/panels/RelatedGrid';
import { SeasonOperations } from '../../gql-docs';
import seasons from '../season';
import { urls } from '../../paths';

const COLUMNS = ['number', 'title', 'updatedAt'];

/**
 * A serial's seasons under its edit form, their number and title edited in place, with "Add
 * season" opening a season form tied to it; a season opened or added here comes back here once saved.
 */
export default function SeasonsPanel({ id }: EditPanelProps) {
  const ability = useAppAbility();
  // All of them, by number; seasons are added on another screen, and a local list comes back to fresh rows.
  const list = useListController<typeof SeasonOperations>(seasons, { params: 'local', permanentFilter: { serialId: id }, sort: { field: 'NUMBER', direction: 'ASC' }, initial: { pageSize: null } });
  const back = returnToState(urls.edit('Serial', id));
  const query = `?${new URLSearchParams({ serialId: id })}`;
  return (
    <ListProvider value={list}>
      <RelatedGrid
        declaration={seasons}
        title="serial.panels.seasons"
        empty="serial.panels.noSeasons"
        columns={COLUMNS}
        open={(season) => ({ href: urls.edit('Season', season.id), state: back })}
        add={ability.can('create', 'Season') ? { label: 'serial.panels.addSeason', href: `${urls.new('Season')}${query}`, state: back } : undefined}
      />
    </ListProvider>
  );
}

import { useAppAbility } from '../../ability/useAppAbility';
import { col } from '../../framework/cells/cells';
import type { EditPanelProps, EntityDeclaration } from '../../framework/entity/types';
import { returnToState } from '../../framework/form/returnTo';
import { ListProvider } from '../../framework/list/ListContext';
import { useListController } from '../../framework/list/useListController';
import { RelatedGrid } from '../../framework/panels/RelatedGrid';
import type { PanelColumn } from '../../framework/panels/usePanelColumns';
import { MediaOperations } from '../../gql-docs';
import media from '../media';
import { urls } from '../../paths';

// The episode number is the panel's own column: the media list has none.
const COLUMNS: PanelColumn[] = [col.text('episodeNumber', { width: 130 }), 'title', 'status'];

/**
 * A season's episodes (its media) under its edit form, their number, title and status edited in
 * place, with "Add episode" opening the media form with the serial and the season already chosen.
 * An episode opened or added here comes back here once saved (or cancelled), not to the media list.
 */
export default function EpisodesPanel({ id, entity }: EditPanelProps) {
  const ability = useAppAbility();
  // defineEntity types the media declaration as any entity's; its list is read as Media's.
  const declaration = media as unknown as EntityDeclaration<typeof MediaOperations>;
  // All of them, by episode number (those without one last).
  const list = useListController(declaration, { params: 'local', permanentFilter: { seasonId: id }, sort: { field: 'EPISODE_NUMBER', direction: 'ASC' }, initial: { pageSize: null } });
  const serial = entity.serial as { id: string } | null | undefined;
  const back = returnToState(urls.edit('Season', id));
  const query = serial ? `?${new URLSearchParams({ serialId: serial.id, seasonId: id })}` : null;
  return (
    <ListProvider value={list}>
      <RelatedGrid
        declaration={media}
        title="season.panels.episodes"
        empty="season.panels.noEpisodes"
        columns={COLUMNS}
        open={(episode) => ({ href: urls.edit('Media', episode.id), state: back })}
        add={query && ability.can('create', 'Media') ? { label: 'season.panels.addEpisode', href: `${urls.new('Media')}${query}`, state: back } : undefined}
      />
    </ListProvider>
  );
}

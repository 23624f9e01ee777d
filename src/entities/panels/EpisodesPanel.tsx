import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps, EntityDeclaration } from '../../framework/entity/types';
import { returnToState } from '../../framework/form/returnTo';
import { ListProvider } from '../../framework/list/ListContext';
import { useListController } from '../../framework/list/useListController';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { MediaOperations } from '../../gql-docs';
import media from '../media';
import { urls } from '../../paths';

/**
 * A season's episodes (its media) under its edit form, with "Add episode" opening the media form
 * with the serial and the season already chosen. An episode opened or added here comes back here
 * once saved (or cancelled), not to the whole media list.
 */
export default function EpisodesPanel({ id, entity }: EditPanelProps) {
  const intl = useIntl();
  const ability = useAppAbility();
  // All of them, by episode number (those without one last).
  // defineEntity types the media declaration as any entity's; its list is read as Media's.
  const list = useListController(media as unknown as EntityDeclaration<typeof MediaOperations>, { params: 'local', permanentFilter: { seasonId: id }, sort: { field: 'EPISODE_NUMBER', direction: 'ASC' }, initial: { pageSize: null } });
  const serial = entity.serial as { id: string } | null | undefined;
  const back = returnToState(urls.edit('Season', id));
  const rows = list.rows.map((episode) => ({
    id: episode.id,
    label: episode.episodeNumber == null ? episode.title : intl.formatMessage({ id: 'season.panels.episodeLabel' }, { number: episode.episodeNumber, title: episode.title }),
    href: urls.edit('Media', episode.id),
    detail: intl.formatMessage({ id: `enum.MediaStatus.${episode.status}` }),
    state: back,
  }));
  const query = serial ? `?${new URLSearchParams({ serialId: serial.id, seasonId: id })}` : null;
  return (
    <ListProvider value={list}>
      <RelatedRows
        title="season.panels.episodes"
        empty="season.panels.noEpisodes"
        rows={rows}
        add={query && ability.can('create', 'Media') ? { label: 'season.panels.addEpisode', href: `${urls.new('Media')}${query}`, state: back } : undefined}
      />
    </ListProvider>
  );
}

import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { returnToState } from '../../framework/form/returnTo';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { SeasonEpisodesDocument } from '../../gql-docs';
import { urls } from '../../paths';

/**
 * A season's episodes (its media) under its edit form, with "Add episode" opening the media form
 * with the serial and the season already chosen. An episode opened or added here comes back here
 * once saved (or cancelled), not to the whole media list.
 */
export default function EpisodesPanel({ id }: EditPanelProps) {
  const intl = useIntl();
  const ability = useAppAbility();
  const { data, error, refetch } = useQuery(SeasonEpisodesDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const season = data?.season;
  const episodes = season ? [...season.episodes].sort((a, b) => (a.episodeNumber ?? Infinity) - (b.episodeNumber ?? Infinity)) : null;
  const back = returnToState(urls.edit('Season', id));
  const rows = episodes?.map((episode) => ({
    id: episode.id,
    label: episode.episodeNumber == null ? episode.title : intl.formatMessage({ id: 'season.panels.episodeLabel' }, { number: episode.episodeNumber, title: episode.title }),
    href: urls.edit('Media', episode.id),
    detail: intl.formatMessage({ id: `enum.MediaStatus.${episode.status}` }),
    state: back,
  }));
  const query = season ? `?${new URLSearchParams({ serialId: season.serial.id, seasonId: id })}` : null;
  return (
    <RelatedRows
      title="season.panels.episodes"
      empty="season.panels.noEpisodes"
      rows={rows ?? null}
      failed={Boolean(error) && !data}
      onRetry={() => void refetch()}
      add={query && ability.can('create', 'Media') ? { label: 'season.panels.addEpisode', href: `${urls.new('Media')}${query}`, state: back } : undefined}
    />
  );
}

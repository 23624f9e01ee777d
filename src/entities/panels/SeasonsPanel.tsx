import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import type { EditPanelProps } from '../../framework/entity/types';
import { returnToState } from '../../framework/form/returnTo';
import { RelatedRows } from '../../framework/panels/RelatedRows';
import { SerialSeasonsDocument } from '../../gql-docs';
import { urls } from '../../paths';

/**
 * A serial's seasons under its edit form, with "Add season" opening a season form tied to it; a
 * season opened or added here comes back here once saved.
 */
export default function SeasonsPanel({ id }: EditPanelProps) {
  const intl = useIntl();
  const ability = useAppAbility();
  // Seasons are added on another screen: come back to fresh rows, not the cached ones.
  const { data, error, refetch } = useQuery(SerialSeasonsDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const seasons = data?.serial ? [...data.serial.seasons].sort((a, b) => a.number - b.number) : null;
  const back = returnToState(urls.edit('Serial', id));
  const rows = seasons?.map((season) => ({
    id: season.id,
    label: intl.formatMessage({ id: 'serial.panels.seasonLabel' }, { number: season.number, title: season.title }),
    href: urls.edit('Season', season.id),
    state: back,
  }));
  const query = `?${new URLSearchParams({ serialId: id })}`;
  return (
    <RelatedRows
      title="serial.panels.seasons"
      empty="serial.panels.noSeasons"
      rows={rows ?? null}
      failed={Boolean(error) && !data}
      onRetry={() => void refetch()}
      add={ability.can('create', 'Season') ? { label: 'serial.panels.addSeason', href: `${urls.new('Season')}${query}`, state: back } : undefined}
    />
  );
}

import { FormattedMessage } from 'react-intl';
import { col, EnumBadge } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { BannerOperations } from '../gql-docs';
import { BannerRunBadge, bannerRunState } from './bannerRunState';

/** An ad shown in the apps for a while, added and edited in a drawer over the list. */
export default defineEntity({
  subject: 'Banner',
  drawer: true,
  operations: BannerOperations,
  title: (row) => row.title,
  defaultSort: { field: 'STARTS_AT', direction: 'DESC' },
  columns: [
    col.image('imageUrl'),
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    // Whether it shows in the apps now (the active switch and the dates read together), beside
    // the title so it stays in view when the dates scroll off a narrow screen.
    col.text('isActive', {
      label: 'banner.columns.runState',
      kind: 'enum',
      render: (row) => <BannerRunBadge row={row} />,
      text: (row, format) => format.message(`banner.runState.${bannerRunState(row)}`),
    }),
    col.enum('placement', 'BannerPlacement'),
    // No brand means every brand's screens, which the cell says rather than staying blank.
    col.enum('brand', 'Brand', {
      render: (row) => (row.brand ? <EnumBadge enumName="Brand" value={row.brand} cut /> : <FormattedMessage id="banner.allBrands" />),
      text: (row, format) => (row.brand ? format.enumValue('Brand', row.brand) : format.message('banner.allBrands')),
    }),
    col.date('startsAt', { sort: 'STARTS_AT' }),
    col.date('endsAt'),
  ],
  filters: [
    { kind: 'enum', name: 'placement', enumName: 'BannerPlacement', primary: true },
    { kind: 'enum', name: 'brand', enumName: 'Brand', primary: true },
    { kind: 'dateRange', name: 'startsAt' },
    { kind: 'boolean', name: 'isActive', primary: true },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'imageUrl', kind: 'upload', accept: 'image' },
    { name: 'linkUrl', kind: 'url' },
    { name: 'placement', kind: 'radio', enumName: 'BannerPlacement' },
    { name: 'brand', kind: 'select', enumName: 'Brand', description: 'banner.help.brand' },
    { name: 'mediaCardId', kind: 'reference', entity: 'MediaCard' },
    { name: 'startsAt', kind: 'datetime' },
    { name: 'endsAt', kind: 'datetime' },
    { name: 'isActive', kind: 'switch' },
  ],
  defaults: { placement: 'HOME_TOP', isActive: true },
});

import { IconBrandYoutube, IconDeviceTv, IconMovie } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { urls } from '../../paths';
import type { Brand } from '../../gql/graphql';
import { BRAND_LABEL } from './labels';
import type { DashboardData } from './useDashboard';

type TopMedia = NonNullable<DashboardData['topMedia']>[number];

const BRAND_ICON = { TV: IconDeviceTv, CINEMA: IconMovie, TUBE: IconBrandYoutube } satisfies Record<Brand, unknown>;

/** The most viewed media: rank, title, brand and views; each opens its edit screen. */
export function TopMediaCard({ items }: { items: readonly TopMedia[] }) {
  const intl = useIntl();
  return (
    <section className="card dash-card" aria-labelledby="top-media-title">
      <header className="dash-card__header">
        <h2 id="top-media-title" className="dash-card__title">{intl.formatMessage({ id: 'dashboard.topMedia.title' })}</h2>
      </header>
      {items.length === 0 ? (
        <p className="dash-empty">{intl.formatMessage({ id: 'dashboard.empty' })}</p>
      ) : (
        <ol className="top-media">
          {items.map(({ media, views }, index) => {
            const BrandIcon = BRAND_ICON[media.brand];
            return (
              <li key={media.id} className="top-media__item">
                <span className="top-media__rank" aria-hidden="true">{intl.formatNumber(index + 1)}</span>
                <span className={`top-media__icon top-media__icon--${media.brand.toLowerCase()}`} aria-hidden="true">
                  <BrandIcon size={20} stroke={1.7} />
                </span>
                <span className="top-media__text">
                  {/* Titles are Persian or English whatever the interface language: isolate their direction. */}
                  <Link to={urls.edit('Media', media.id)} className="top-media__title" title={media.title}><bdi>{media.title}</bdi></Link>
                  <span className="top-media__meta">
                    {intl.formatMessage({ id: BRAND_LABEL[media.brand] })} · {intl.formatMessage({ id: 'dashboard.topMedia.views' }, { count: views })}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

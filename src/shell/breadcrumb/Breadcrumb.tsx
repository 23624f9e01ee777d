import { IconChevronRight } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useMatches } from 'react-router-dom';
import type { BreadcrumbItem, RouteMeta } from '../../core/routing/meta';
import { useTitleText } from '../../core/routing/useTitleText';
import { usePageBreadcrumbItems } from '../../ui/PageHeaderContext';

const DASHBOARD: BreadcrumbItem = { title: { id: 'nav.dashboard' }, href: '/' };

/**
 * The breadcrumb: always Dashboard ('داشبورد') → '/', then the page's items (from
 * `usePageBreadcrumb`) or the route's `breadcrumb` meta. The last item is the current page. Each
 * title is isolated (`<bdi>`), so a record's English title in the Persian admin keeps its order.
 */
export function Breadcrumb() {
  const intl = useIntl();
  const titleText = useTitleText();
  const matches = useMatches();
  const pageItems = usePageBreadcrumbItems();
  const meta = matches.at(-1)?.handle as RouteMeta | undefined;
  const items = [DASHBOARD, ...(pageItems ?? meta?.breadcrumb ?? [])];
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.breadcrumb.label' })} className="breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const text = titleText(item.title);
          return (
            <li key={`${index}-${text}`} className={last ? 'breadcrumb__current' : undefined} aria-current={last ? 'page' : undefined}>
              {/* A record's title reads in its own direction (English in Persian and back). */}
              {item.href && !last && !item.disabled ? <Link to={item.href}><bdi>{text}</bdi></Link> : <bdi>{text}</bdi>}
              {!last && <IconChevronRight size={14} aria-hidden className="breadcrumb__sep" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { IconChevronRight } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { BreadcrumbItem, RouteMeta } from '../../core/routing/meta';
import { useRouterSelect, type RouterState } from '../../ui/routerState';
import { useTitleText } from '../../core/routing/useTitleText';
import { ShellLink } from '../layouts/nav/ShellLink';
import { usePageBreadcrumbItems } from '../../ui/PageHeaderContext';

const DASHBOARD: BreadcrumbItem = { title: { id: 'nav.dashboard' }, href: '/' };

/** The route's meta: the router keeps the object, so a list's query-string changes render nothing here. */
const routeMeta = (state: RouterState) => state.matches.at(-1)?.route.handle as RouteMeta | undefined;

/**
 * The breadcrumb: always Dashboard ('داشبورد') → '/', then the route's `breadcrumbLead` (its
 * menu group), then the page's items (from `usePageBreadcrumb`) or the route's `breadcrumb` meta. The last item is the current page. Each
 * title is isolated (`<bdi>`), so a record's English title in the Persian admin keeps its order.
 */
export function Breadcrumb() {
  const intl = useIntl();
  const titleText = useTitleText();
  const meta = useRouterSelect(routeMeta);
  const pageItems = usePageBreadcrumbItems();
  const items = [DASHBOARD, ...(meta?.breadcrumbLead ?? []), ...(pageItems ?? meta?.breadcrumb ?? [])];
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.breadcrumb.label' })} className="breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const text = titleText(item.title);
          return (
            <li key={`${index}-${text}`} className={last ? 'breadcrumb__current' : undefined} aria-current={last ? 'page' : undefined}>
              {/* A record's title reads in its own direction (English in Persian and back). */}
              {item.href && !last && !item.disabled ? <ShellLink to={item.href}><bdi>{text}</bdi></ShellLink> : <bdi>{text}</bdi>}
              {!last && <IconChevronRight size={14} aria-hidden className="breadcrumb__sep" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

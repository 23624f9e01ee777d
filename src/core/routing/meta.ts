import type { ComponentType } from 'react';
import type { Action, Subject } from '../../ability/subjects';
import type { BreadcrumbItem, TitleRef } from '../../ui/breadcrumb';

export type { BreadcrumbItem, TitleRef };

export type LayoutName = 'blank' | 'default';

/** Route meta, kept on each route's `handle` (original-spec section 3 plus the shell's extras). */
export interface RouteMeta {
  /** Skips every guard check. */
  public?: boolean;
  /** Only for visitors who are not signed in; a signed-in user is sent to '/'. */
  unauthenticatedOnly?: boolean;
  /** Defaults to 'default'. */
  layout?: LayoutName;
  action?: Action;
  subject?: Subject;
  /** Items after the leading Dashboard item; pages may add more with `usePageHeader`. */
  breadcrumb?: BreadcrumbItem[];
  /**
   * Items between Dashboard and the rest that stay when a page gives its own (an edit screen names
   * its record): the menu group an entity's screens sit in ("Content").
   */
  breadcrumbLead?: BreadcrumbItem[];
  /** Path of the navigation entry to highlight when it is not this route's own path. */
  navHighlight?: string;
  /** Page title: document title, search results and page header. */
  title?: TitleRef;
  /** Offered by the global search when the viewer may open it. */
  searchable?: boolean;
}

export type LazyComponent = () => Promise<ComponentType>;

/** One screen of the app as the router and the search know it. */
export interface AppRouteDef {
  /** Route name of original-spec section 2, e.g. 'media-manage'. */
  id: string;
  path: string;
  meta: RouteMeta;
  Component: LazyComponent;
  /**
   * Starts the route's data (a list's query) while its chunks download; the loader calls it once
   * the guard has let the visit through and waits until the request is under way, not answered.
   */
  preload?: (url: URL) => unknown;
}

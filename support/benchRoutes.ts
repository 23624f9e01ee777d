import type { StaffRole } from '../src/ability/subjects';

/** A route the bench loads in a fresh browser: what it costs in JavaScript. */
export interface BenchRoute {
  /** Key in budgets.json. */
  name: string;
  path: string;
  /** Signed in as this role; none for public pages. */
  role?: StaffRole;
  /** Selector that appears once the screen has rendered its content. */
  ready: string;
  /**
   * The screen prefetches once usable (a list, its form's chunks): the measure waits for that to
   * settle and reports those bytes apart, under the budget `<name>:prefetch`.
   */
  prefetch?: true;
}

/**
 * Routes measured on every run. Add entity screens here as they land; the payments list's
 * rendering timings are a separate hook (measures.ts).
 */
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'login', path: '/login', ready: 'input[name="email"]' },
  { name: 'dashboard', path: '/', role: 'ADMIN', ready: '.revenue-chart .recharts-area-curve' },
  { name: 'account-settings', path: '/account-settings/account', role: 'ADMIN', ready: 'input[name="fullName"]' },
  { name: 'not-found', path: '/no/such/page', ready: '.misc-page' },
  { name: 'media-manage', path: '/media/manage', role: 'ADMIN', ready: '#main-content h1', prefetch: true },
  // Ready once the description's rich-text editor (its own lazy chunk) is on screen, or the figure
  // would depend on whether the network went quiet before the editor was asked for.
  { name: 'media-new', path: '/media/new', role: 'ADMIN', ready: '#main-content .rt-editor' },
  { name: 'payments-manage', path: '/payments/manage', role: 'FINANCE', ready: '#main-content h1', prefetch: true },
];

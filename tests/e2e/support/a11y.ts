/**
 * axe-core in the page, for the accessibility journey (journeys/a11y.ts): the screens to audit,
 * derived from the route registry so a new entity or page is covered without editing the journey,
 * and an audit that keeps the violations from a minimum impact up (serious and critical unless asked
 * for moderate too), each named by rule, target and route.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { pageRoutes } from '../../../src/app/router/appRoutes';
import { entityRoutes, specialEntityRoutes, type EntityRouteInfo } from '../../../src/entities/routes';
import { entityPaths } from '../../../src/paths';
import { until } from './until';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Values for the page routes' parameters (`/account-settings/:tab`). */
const PARAMS: Record<string, string> = { tab: 'account' };

const concrete = (path: string) => path.replace(/:(\w+)/g, (_whole, name: string) => PARAMS[name] ?? `:${name}`).replace(/\/\*$/, '/no-such-page');

/** The shell's pages: those for signed-out visitors and the rest, with parameters filled in. */
export function pagePaths(): { signedOut: string[]; signedIn: string[] } {
  const routes = pageRoutes.filter((route) => route.path && !concrete(route.path).includes(':'));
  return {
    signedOut: routes.filter((route) => route.meta?.unauthenticatedOnly || route.meta?.public).map((route) => concrete(route.path!)),
    signedIn: [...routes.filter((route) => !route.meta?.unauthenticatedOnly && !route.meta?.public).map((route) => concrete(route.path!)), '/no-such-page'],
  };
}

/** Every entity with a declaration (the registry's `load`): its manage screen and, when it has one, its new screen. */
export const auditedEntities = (): EntityRouteInfo[] => entityRoutes;

/** The patterns of the screens reached from an entity's rows: its edit screen and special routes (user view). */
export function rowPatterns(info: EntityRouteInfo): RegExp[] {
  const special = specialEntityRoutes.filter((route) => route.parent === info.segment).map((route) => route.path);
  return [entityPaths.edit(info.segment, ':id'), ...special].map((path) => new RegExp(`^${path.replace(':id', '[^/?#]+')}$`));
}

/** Client-side navigation, as a link would do it: the page, axe and the session stay loaded. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const pathname = path.split('?')[0];
  await page.waitForURL((url) => url.pathname === pathname);
  await settled(page);
}

/** Waits until the screen has a heading and nothing is loading any more (skeletons, progress). */
export async function settled(page: Page): Promise<void> {
  await until(
    () =>
      page.evaluate(() => {
        const busy = document.querySelector('.list-skeleton, [class*="skeleton"], [role="progressbar"], [aria-busy="true"]');
        // A drawer or dialog still fading in would be measured half transparent (color-contrast).
        const moving = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
        return !busy && !moving && !!document.querySelector('h1, h2');
      }),
    `${page.url()} has loaded`,
    15_000,
  );
  // A screen that has just replaced the last one may still be drawing (a lazy part, a button's
  // colour transition about to start): audit it once the page has not changed for 300 ms.
  // (A string, not a function: the page has no helpers the test runner's transform may add.)
  await page.evaluate(`new Promise((resolve) => {
    let timer;
    const limit = setTimeout(() => { observer.disconnect(); resolve(); }, 5000);
    const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, 300); });
    const finish = () => { observer.disconnect(); clearTimeout(limit); resolve(); };
    timer = setTimeout(finish, 300);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })`);
  await until(
    () => page.evaluate(() => !document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)),
    `${page.url()} has stopped moving`,
  );
}

/** The hrefs on the screen that match one of `patterns` (the first of each). */
export async function linksMatching(page: Page, patterns: RegExp[]): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return patterns.map((pattern) => hrefs.find((href) => pattern.test(href))).filter((href): href is string => !!href);
}

/** axe's impacts, least to most severe. */
const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];

export interface Violation {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/**
 * Runs axe on the whole document and returns its violations of `minimum` impact or worse
 * (serious and critical by default; the accessibility journey asks for moderate too).
 */
export async function audit(page: Page, route: string, minimum: Impact = 'serious'): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    type Node = { target: string[]; html: string };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: Node[] }[] }> } }).axe;
    // No stylesheet preloading: only the CSS media rules need it, and it refetches every sheet on every run.
    const result = await axe.run(document, { resultTypes: ['violations'], preload: false });
    // React Aria's generated ids name nothing: the element's opening tag says what it is. (No
    // named helper here: the test runner's transpiler would wrap it in a function the page lacks.)
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  });
  const atLeast = IMPACTS.indexOf(minimum);
  return found.filter((violation) => IMPACTS.indexOf(violation.impact as Impact) >= atLeast).map((violation) => ({ route, ...violation }));
}

/** One line per violation: route, rule, impact, the first targets. */
export const describeViolations = (violations: Violation[]): string =>
  violations.map((v) => `${v.route}: ${v.rule} (${v.impact}) ${v.help}\n    ${v.targets.slice(0, 4).join('\n    ')}`).join('\n');

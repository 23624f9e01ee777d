import { createAppAbility } from '../../../src/ability/ability';
import { defineRulesFor } from '../../../src/ability/rules';
import { buildMenu, type MenuGroup } from '../../../src/shell/menu/buildMenu';
import { entityRoutes } from '../../../src/entities/routes';
import type { Page } from 'playwright-core';
import type { StaffRole } from '../../../support/auth';

/**
 * The menu a role must see, derived from the same rules and route list the app uses
 * (src/ability/rules.ts and src/entities/routes.ts), never a hand-written copy.
 */
export function expectedMenu(role: StaffRole): { groups: string[]; links: string[] } {
  const menu: MenuGroup[] = buildMenu(createAppAbility(defineRulesFor(role)), entityRoutes);
  return {
    groups: menu.map((group) => group.group),
    links: menu.flatMap((group) => group.entries.flatMap((entry) => [entry.manage, entry.create].filter((path): path is string => !!path))),
  };
}

/** The menu groups and entity links the vertical navigation shows (collapsed groups included). */
export async function visibleMenu(page: Page): Promise<{ groups: string[]; links: string[] }> {
  const nav = page.locator('aside.vnav');
  await nav.locator('li.nav-group').first().waitFor({ state: 'attached' });
  const groups = await nav.locator('li.nav-group').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.group ?? ''));
  const links = await nav
    .locator('li.nav-group a')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  return { groups, links };
}

/** `lang`, `dir` and the theme `<html>` carries. */
export function documentState(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    theme: document.documentElement.dataset.theme,
  }));
}

export const PERSIAN_DIGITS = /[۰-۹]/;
export const LATIN_DIGITS = /[0-9]/;

/** Waits until the dashboard's figures have loaded (its skeleton is gone, tiles are shown). */
export async function waitForDashboard(page: Page): Promise<void> {
  await page.locator('.kpi-grid [data-tile]').first().waitFor();
}

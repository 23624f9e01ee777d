import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The body rows of the page's grid (those with a row header). */
export const gridRows = (page: Page) => page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('rowheader') });

/** The body cell of `row` under the column of `scope` (the page, or one grid) whose header starts with `name`. */
export async function gridCell(scope: Page | Locator, row: Locator, name: string): Promise<Locator> {
  const headers = await scope.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((header) => header.trim().startsWith(name));
  assert.ok(index >= 0, `a column "${name}" among ${headers.join(' | ')}`);
  return row.locator(`[aria-colindex="${index + 1}"]`);
}

/** The GraphQL operations the page sends from now on, by name. */
export function sentOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | { operationName?: string }[] | null;
    for (const one of [body ?? []].flat()) if (one.operationName) names.push(one.operationName);
  });
  return names;
}

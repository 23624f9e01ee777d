/**
 * Helpers for the entity journeys (journeys/entities-*.ts): the mock server's tables, unique
 * values, injected failures, and the generic manage and form screens as a user drives them.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { text } from './messages';
import { stack } from './stack';
import { until } from './until';

type Lang = 'fa' | 'en';
/** A row of the mock db: its fields, references as nested rows. */
export type Row = Record<string, unknown> & { id: string };

interface Tables {
  all(type: string): Row[];
  get(type: string, id: string): Row | undefined;
  insert(type: string, values: Record<string, unknown>): Row;
}

/** The mock server's in-memory tables (`db().all('Language')`, `db().get('User', id)`). */
export const db = () => stack().mock.services.db as unknown as Tables;

/**
 * A row of a journey's own, straight in the mock db: a copy of the first seeded row of `type`
 * with `changes`, for records a journey changes or deletes without touching the seeded ones
 * (or for entities without a new screen, such as payments).
 */
export function insertCopy(type: string, changes: Record<string, unknown>): Row {
  const { id: _id, createdAt: _created, updatedAt: _updated, __typename: _type, ...values } = db().all(type)[0];
  return db().insert(type, { ...values, ...changes });
}

/** A short value no other run or journey uses, e.g. `lq3x9a`. */
export const unique = (): string => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;

const LOCALES: Record<Lang, string> = { fa: 'fa-IR', en: 'en-US' };

/**
 * A catalog message with its simple arguments filled in (`{name}`, `{index, number}`), as the
 * app formats them (numbers in the language's digits). No plural or select arguments.
 *
 * @example message('en', 'list.actions.editRow', { name: 'Persian (fa)' }) // "Edit Persian (fa)"
 */
export function message(language: Lang, id: string, values: Record<string, string | number> = {}): string {
  const numbers = new Intl.NumberFormat(LOCALES[language]);
  return text(language, id).replace(/\{(\w+)(?:,\s*number)?\}/g, (_whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`message ${id} needs a value for ${key}`);
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/**
 * Adds `x-mock-fail: <operations>` to every GraphQL request of the page, so the mock server
 * fails those operations before touching its store; the returned function takes it off again.
 */
export async function failOperations(page: Page, ...operations: string[]): Promise<() => Promise<void>> {
  const pattern = '**/graphql';
  const handler = (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-mock-fail': operations.join(',') } });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Every GraphQL request of the page fails as when the server is down (nothing answers); the returned function brings it back. */
export async function stopServer(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('connectionrefused');
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

/**
 * Types into a combobox and picks the first option whose name matches (references, countries).
 * Waits until every option shows the typed text first: a reference picker keeps the unfiltered
 * rows until its debounced search answers, and a click then would hit a row being replaced.
 */
export async function pick(page: Page, combobox: Locator, typed: string, option: string | RegExp = /./): Promise<void> {
  // A popover whose field moves (the form's content above it settles: a preview sizes itself, a
  // list grows) is closed by React Aria and its search cleared; a person opens it and types again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pickOnce(page, combobox, typed, option);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

async function pickOnce(page: Page, combobox: Locator, typed: string, option: string | RegExp): Promise<void> {
  await combobox.click();
  await combobox.fill(typed);
  const listbox = page.getByRole('listbox');
  const needle = typed.toLowerCase();
  const listed = await until(async () => {
    if ((await combobox.inputValue()) !== typed) return 'cleared';
    const options = await listbox.getByRole('option').evaluateAll((nodes) =>
      nodes.map((node) => ({ text: (node as HTMLElement).innerText, selected: node.getAttribute('aria-selected') === 'true' })),
    );
    // The chosen row stays listed whatever is typed, so that its name can still show.
    const found = options.filter((found) => !found.selected);
    return found.length > 0 && found.every((found) => found.text.toLowerCase().includes(needle)) && 'listed';
  }, `the options of ${typed} are listed`);
  if (listed === 'cleared') throw new Error(`the search "${typed}" was cleared: the popover closed`);
  const target = listbox.getByRole('option', { name: option }).first();
  const label = firstLine(await target.innerText());
  await clickAtRest(target, 8_000);
  // A press that did not take must fail here, not three steps later. A single picker shows the
  // choice in its input; a multiple one clears it and adds a tag (which the still open popover
  // hides from the accessibility tree, hence includeHidden).
  const tag = page.getByRole('row', { name: label, includeHidden: true });
  await until(
    async () => (await combobox.inputValue()).includes(label) || ((await combobox.inputValue()) === '' && (await tag.count()) > 0),
    `"${label}" is chosen in the combobox (it reads "${await combobox.inputValue().catch(() => '?')}")`,
    10_000,
  );
}

const firstLine = (text: string): string => text.trim().split('\n')[0].trim();

/**
 * Clicks an option (or any control) once it is at rest. A popover that has just opened, or moved because
 * its list grew or shrank (it flips above or below its field), slides for a few frames; a click
 * then finds the option partly outside its list, so Chromium scrolls the page to show it, and
 * React Aria closes a popover whose field scrolls: the press lands on a closing list and is lost.
 * A person does not click a list in mid-flight; the journey waits as they would.
 */
export async function clickAtRest(option: Locator, timeout?: number): Promise<void> {
  await until(() => option.evaluate(popoverAtRest), 'the options stop moving');
  await option.click({ timeout });
}

/**
 * True when nothing around `node` animates (finite CSS transitions and animations: a loading
 * spinner runs forever and does not count) and it stays where it was for two frames.
 * Self-contained: it runs in the page.
 */
function popoverAtRest(node: Element): Promise<boolean> {
  const moving = document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
  if (moving) return Promise.resolve(false);
  const before = node.getBoundingClientRect();
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const after = node.getBoundingClientRect();
        resolve(after.x === before.x && after.y === before.y && after.width === before.width && after.height === before.height);
      }),
    ),
  );
}

/** Opens a picker (select) and chooses the option named `option`, then checks the picker shows it. */
export async function choose(page: Page, picker: Locator, option: string): Promise<void> {
  await picker.click();
  await clickAtRest(page.getByRole('listbox').getByRole('option', { name: option, exact: true }));
  await until(async () => (await picker.innerText()).includes(option), `"${option}" is chosen in the picker (it reads "${await picker.innerText().catch(() => '?')}")`);
}

/** The manage screen's table of an entity route segment (`langs`, `users`...). */
export const grid = (page: Page, language: Lang, segment: string): Locator =>
  page.getByRole('grid', { name: text(language, `nav.entities.${segment}`) });

/** Types a search into the list's search box and waits for it to reach the URL (`q`). */
export async function search(page: Page, language: Lang, term: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: text(language, 'list.search') });
  await box.fill(term);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === term);
}

/** The list's row whose row header reads `name` (exactly). */
export const rowNamed = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Clicks the row's delete action and confirms in the dialog. */
export async function deleteRow(page: Page, language: Lang, name: string): Promise<void> {
  // At rest: a list that has just refetched, or a toast closing beside it, can still move the row.
  await clickAtRest(page.getByRole('button', { name: message(language, 'list.actions.deleteRow', { name }), exact: true }));
  const dialog = page.getByRole('alertdialog', { name: text(language, 'list.confirm.deleteTitle') });
  await clickAtRest(dialog.getByRole('button', { name: text(language, 'common.actions.delete'), exact: true }));
  await dialog.waitFor({ state: 'detached' });
}

/** Waits until the list shows its empty state ('No data available'). */
export async function listIsEmpty(page: Page, language: Lang): Promise<void> {
  await page.getByRole('heading', { name: text(language, 'list.empty.title') }).waitFor();
}

/** Polls a table of the mock db until `probe` holds for its rows. */
export function dbUntil(type: string, probe: (rows: Row[]) => unknown, what: string): Promise<unknown> {
  return until(() => probe(db().all(type)), what);
}


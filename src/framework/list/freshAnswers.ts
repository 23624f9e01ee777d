/**
 * How long a list's answer fetched by its route's loader counts as just fetched: on the first
 * load the screen mounts well within this time of the answer it was fetched for.
 */
export const FRESH_ANSWER_MS = 2_000;

/** When each document last had its answer for given variables (by their JSON), from a route's preload. */
const answered = new WeakMap<object, Map<string, number>>();

/**
 * Notes that the cache now holds `document`'s answer for `variables`, fetched a moment ago by a
 * route's loader (src/app/router/listPreload.ts), before the screen that shows it mounted.
 */
export function markAnswered(document: object, variables: object): void {
  let byVariables = answered.get(document);
  if (!byVariables) answered.set(document, (byVariables = new Map()));
  byVariables.set(JSON.stringify(variables), performance.now());
}

/**
 * True while the cached answer for these variables is one the loader has just fetched: the list
 * reads it from the cache instead of asking the server the same question again a moment later.
 *
 * @example const policy = isFreshAnswer(document, variables) ? 'cache-first' : 'cache-and-network';
 */
export function isFreshAnswer(document: object, variables: object): boolean {
  const byVariables = answered.get(document);
  if (!byVariables) return false;
  const key = JSON.stringify(variables);
  const at = byVariables.get(key);
  if (at === undefined) return false;
  if (performance.now() - at < FRESH_ANSWER_MS) return true;
  // Gone stale: forgotten, so the list's later renders skip even this lookup.
  byVariables.delete(key);
  if (byVariables.size === 0) answered.delete(document);
  return false;
}

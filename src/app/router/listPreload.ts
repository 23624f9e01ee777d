import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import type { EntityRouteInfo } from '../../entities/routes';
import { parseListParams } from '../../framework/list/listParams';
import { listVariables } from '../../framework/list/listVariables';
import { isSnapshotPage } from '../../framework/list/listFetchPolicy';
import { markAnswered } from '../../framework/list/freshAnswers';
import { beforeFirstRoute } from '../../core/routing/firstRoute';

export type ClientSource = () => Promise<ApolloClient>;

/** The signed-in shell's client; its module arrives with the default layout's chunk. */
const appClient: ClientSource = async () => (await import('../../shell/apollo/appClient')).getAppApolloClient();

/**
 * How long the first load of a list waits for its rows before it shows the screen without them.
 * On a quick answer the screen renders once, with its rows, instead of once with its skeleton and
 * again with the rows; on a slow one it shows as it would have, the skeleton first.
 */
export const FIRST_LOAD_WAIT_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts a manage route's list query from its URL while the screen's chunks still download: the
 * same document and variables the list screen will ask for (page, size, sort, search, filters),
 * so when the screen mounts Apollo joins the request under way, or answers from the cache.
 * Resolves to the preloaded query's reference, or null for a screen without the list table.
 *
 * On the page's first load (`firstLoad`: nothing of the router's on screen yet, only index.html's
 * loader or the sign-in page opened first) it resolves once the answer is in, or after
 * FIRST_LOAD_WAIT_MS; an in-app navigation shows the screen at once, as before. An answer that
 * came in is marked fresh (freshAnswers.ts), so the screen reads it from the cache rather than
 * asking again.
 *
 * @example await preloadList(usersRoute, new URL('https://admin/users/manage?page=2'))
 */
export async function preloadList(info: EntityRouteInfo, url: URL, client: ClientSource = appClient, firstLoad = beforeFirstRoute()) {
  if (!info.load) return null;
  const [{ default: declaration }, apollo] = await Promise.all([info.load(), client()]);
  // A screen of its own (the media-category folder browser) asks for its data itself.
  if (declaration.manageScreen) return null;
  const variables = listVariables(parseListParams(url.searchParams, declaration), declaration);
  // All skips Apollo's cache (listFetchPolicy): a preload would normalize its 10,000 rows, or,
  // uncached, be fetched a second time by the screen once it answered.
  if (isSnapshotPage(variables)) return null;
  const document = declaration.operations.list;
  const preload = createQueryPreloader(apollo);
  const queryRef = preload(document, { variables });
  const answered = preload.toPromise(queryRef).then(
    () => void (apollo.readQuery({ query: document, variables }) && markAnswered(document, variables)),
    // A failed answer is the screen's to show: its own query asks again.
    () => undefined,
  );
  if (firstLoad) await Promise.race([answered, delay(FIRST_LOAD_WAIT_MS)]);
  return queryRef;
}

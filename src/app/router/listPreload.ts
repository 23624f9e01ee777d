import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import type { EntityRouteInfo } from '../../entities/routes';
import { parseListParams } from '../../framework/list/listParams';
import { listVariables } from '../../framework/list/listVariables';
import { isSnapshotPage } from '../../framework/list/listFetchPolicy';

export type ClientSource = () => Promise<ApolloClient>;

/** The signed-in shell's client; its module arrives with the default layout's chunk. */
const appClient: ClientSource = async () => (await import('../../shell/apollo/appClient')).getAppApolloClient();

/**
 * Starts a manage route's list query from its URL while the screen's chunks still download: the
 * same document and variables the list screen will ask for (page, size, sort, search, filters),
 * so when the screen mounts Apollo joins the request under way, or answers from the cache.
 * Resolves to the preloaded query's reference, or null for a screen without the list table.
 *
 * @example await preloadList(usersRoute, new URL('https://admin/users/manage?page=2'))
 */
export async function preloadList(info: EntityRouteInfo, url: URL, client: ClientSource = appClient) {
  if (!info.load) return null;
  const [{ default: declaration }, apollo] = await Promise.all([info.load(), client()]);
  // A screen of its own (the media-category folder browser) asks for its data itself.
  if (declaration.manageScreen) return null;
  const variables = listVariables(parseListParams(url.searchParams, declaration), declaration);
  // All skips Apollo's cache (listFetchPolicy): a preload would normalize its 10,000 rows, or,
  // uncached, be fetched a second time by the screen once it answered.
  if (isSnapshotPage(variables)) return null;
  return createQueryPreloader(apollo)(declaration.operations.list, { variables });
}


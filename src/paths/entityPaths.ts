/**
 * The URL pattern of an entity's screens, written once. The router's paths, the screens' links,
 * the typed `urls` builder (./urls.ts) and the mock server's search results all build on it; the
 * segment itself comes from ./segments.ts.
 *
 * @example entityPaths.edit('langs', '7') // '/langs/edit/7'
 */
export const entityPaths = {
  manage: (segment: string, query?: string | Record<string, string>): string => `/${segment}/manage${queryString(query)}`,
  new: (segment: string): string => `/${segment}/new`,
  /** With `':id'` this is the router's pattern. */
  edit: (segment: string, id: string): string => `/${segment}/edit/${id}`,
  /** The entity's deleted rows, restorable for a while (ADMIN). */
  trash: (segment: string): string => `/${segment}/trash`,
};

function queryString(query: string | Record<string, string> | undefined): string {
  if (!query) return '';
  const text = typeof query === 'string' ? query.replace(/^\?/, '') : new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
}

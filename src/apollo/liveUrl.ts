/** The GraphQL URL as the socket's: the same host and path, `ws:` or `wss:`; a relative URL is read against the page. */
export function liveUrlOf(graphqlUrl: string, base: string): string {
  const url = new URL(graphqlUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Limits and timings of the live events (docs/decisions.md: "Live events"); tests pass smaller ones. */
export interface LiveOptions {
  /** A subscription sends at most one message per window; changes within it are folded together. */
  windowMs: number;
  /** Open sockets one token may hold (a tab each); one more is closed with CLOSE.tooManySockets. */
  socketsPerToken: number;
  /** Subscriptions one socket may run at once; one more is answered TOO_MANY_SUBSCRIPTIONS. */
  subscriptionsPerSocket: number;
  /** Rows one `rowsChanged` message lists; past it the message says `refetch` instead. */
  rowsPerMessage: number;
  /** Entries one `activityRecorded` message carries (its count says how many there were). */
  activityPerMessage: number;
  /** graphql-ws pings every socket this often and drops one that does not answer within as long. */
  keepAliveMs: number;
  /** How often open sockets are checked for expired tokens and presence is renewed (its TTL is 30 s). */
  sweepMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  windowMs: 100,
  socketsPerToken: 5,
  subscriptionsPerSocket: 20,
  rowsPerMessage: 100,
  activityPerMessage: 50,
  keepAliveMs: 12_000,
  sweepMs: 10_000,
};

/** WebSocket close codes the server uses, beside graphql-ws's own (4400 bad request, 4408 no connection_init in time…). */
export const CLOSE = {
  /** No token in connection_init, a token not accepted, or the session ended (logout, role or status change, expiry): sign in again. */
  unauthorized: 4401,
  /** The token already holds `socketsPerToken` sockets; retrying later (when a tab closes) may succeed. */
  tooManySockets: 4029,
  /** The session's rules changed (a preview started or ended): reconnect, and subscribe again under the new ones. */
  rulesChanged: 4012,
  /** The server is stopping; reconnect when it is back. */
  goingAway: 1001,
} as const;

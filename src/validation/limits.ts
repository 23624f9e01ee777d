/**
 * The business's limits for whole numbers, one per kind of value: what a form's field steps
 * within and what the shared schemas (so the client and the server alike) refuse beyond, with
 * "Enter N or less". GraphQL's Int (2,147,483,647) is the transport's limit, never the business's.
 */
export const LIMITS = {
  /** A plan lasts ten years at most. */
  planDays: 3_650,
  /** An amount in the currency's minor unit: a billion rials or ten million dollars. */
  money: 1_000_000_000,
  /** Items of one invoice line. */
  quantity: 10_000,
  /** A place in an ordered list (a card's, a step's, a language's). */
  position: 10_000,
  /** Points a challenge rewards. */
  points: 1_000_000,
  /** A serial's seasons. */
  seasonNumber: 100,
  /** A season's episodes. */
  episodeNumber: 1_000,
  /** A media item's length in seconds: a day. */
  durationSeconds: 86_400,
  /** A point on a media timeline in milliseconds: a day. */
  timecodeMs: 86_400_000,
  /** A stored file in the media library: a feature-length video in HD (the library holds 1.8 GB episodes). */
  fileBytes: 2_000_000_000,
} as const;

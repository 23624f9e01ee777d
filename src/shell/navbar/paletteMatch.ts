/**
 * Matching for the command palette, the same in Persian and English: case, Arabic letter forms
 * (ي ك), diacritics and the zero-width non-joiner never decide whether an action is found.
 */
export function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[\u200C\u200D]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isSubsequence = (needle: string, haystack: string) => {
  let at = 0;
  for (const char of haystack) if (char === needle[at]) at += 1;
  return at === needle.length;
};

/**
 * How well `query` names a text (0: not at all): 3 a prefix, 2 every word of it somewhere ("pay go"
 * finds "Go to Payments"), 1 its letters in order ("nwmed" finds "New media item").
 */
export function matchScore(query: string, texts: readonly string[]): number {
  const needle = normalize(query);
  if (!needle) return 1;
  const words = needle.split(' ');
  const compact = needle.replace(/ /g, '');
  return Math.max(0, ...texts.map(normalize).map((text) => {
    if (text.startsWith(needle)) return 3;
    if (words.every((word) => text.includes(word))) return 2;
    return isSubsequence(compact, text.replace(/ /g, '')) ? 1 : 0;
  }));
}

/** Items the query names, best first (stable among equals). */
export function rankByMatch<T extends { match: readonly string[] }>(items: readonly T[], query: string): T[] {
  return items
    .map((item, index) => ({ item, index, score: matchScore(query, item.match) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

/** How many actions and pages the palette lists at most (records: what the server sends per type). */
const LIMITS = { actions: 8, pages: 8 } as const;
/** The server found a record by its text: as good a match as every word of the query. */
const RECORD_SCORE = 2;

/** The palette's own groups, pages before actions when they match equally well. */
export type PaletteGroupKey = keyof typeof LIMITS;

/** A group of records of one type, as the server ordered them (its best match first). */
export interface RecordGroup<T> {
  key: string;
  items: T[];
}

/**
 * The palette's groups for a query, each only when it has something, the best matching first; on
 * a tie pages come before actions before records, and records keep the server's order of types
 * (a serial named by the query before its episodes). So a noun ("گزارش", "abuse") puts its page on
 * top, where Enter runs it, not "New …", while "new report" still finds the action first.
 */
export function rankGroups<T extends { match: readonly string[] }>(
  query: string,
  own: Record<PaletteGroupKey, readonly T[]>,
  records: readonly RecordGroup<T>[] = [],
): { key: string; items: T[] }[] {
  const best = (items: T[]) => (items.length > 0 ? matchScore(query, items[0].match) : 0);
  const mine = (['pages', 'actions'] as const).map((key) => {
    const items = rankByMatch(own[key], query).slice(0, LIMITS[key]);
    return { key: key as string, items, best: best(items) };
  });
  // Records come matched (and ordered) by the server.
  const found = records.map(({ key, items }) => ({ key, items: [...items], best: Math.max(RECORD_SCORE, best([...items])) }));
  return [...mine, ...found]
    .map((group, preference) => ({ ...group, preference }))
    .filter((group) => group.items.length > 0)
    .sort((a, b) => b.best - a.best || a.preference - b.preference)
    .map(({ key, items }) => ({ key, items }));
}

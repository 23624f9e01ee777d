import { urls, type RoutedSubject } from '../../src/paths';
import { requireViewer } from '../authz';
import type { QueryResolvers } from '../generated/resolvers-types';
import { behaviours } from '../entities';
import type { MockContext } from '../context';
import { searchableText, valueAt } from '../store/query';
import { labelOf } from '../undo/history';
import type { Row } from '../store/types';
import { hitScore } from './searchScore';

function pathOf(row: Row, text: string): string {
  const open = behaviours[row.__typename].open;
  if (open === 'view') return urls.userView(row.id);
  // Only subjects with screens open as 'edit' (entities.ts); the others name the screen they open in.
  if (open === 'edit') return urls.edit(row.__typename as RoutedSubject, row.id);
  return urls.manage(open.manage, { q: text });
}

/** The list a type's "more" opens: its own, or the screen its rows are edited in, searching for `query`. */
function morePathOf(type: string, query: string): string {
  const open = behaviours[type as keyof typeof behaviours].open;
  return urls.manage(typeof open === 'object' ? open.manage : (type as RoutedSubject), { q: query });
}

interface Match {
  type: string;
  row: Row;
  score: number;
}

/** Every readable row whose search text holds the query, each with how well its title names it. */
function matches(ctx: MockContext, query: string): Match[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle.length < 2) return [];
  const found: Match[] = [];
  for (const model of ctx.db.models.values()) {
    if (!ctx.ability.can('read', model.type)) continue;
    const paths = behaviours[model.type].search;
    for (const row of ctx.db.all(model.type)) {
      if (!searchableText(row, paths).includes(needle)) continue;
      found.push({ type: model.type, row, score: hitScore(needle, labelOf(row)) });
    }
  }
  return found;
}

function hitOf({ type, row }: Match) {
  const title = labelOf(row);
  const second = behaviours[row.__typename].search[1];
  const subtitle = second ? valueAt(row, second) : null;
  return { type, id: row.id, title, subtitle: subtitle == null ? null : String(subtitle), path: pathOf(row, title) };
}

/**
 * Matches by type, the best first within each (stable), the type with the best match first; among
 * types whose best match is as good, the one where it stands out most: a serial titled exactly as
 * typed comes before the many episodes that start with its name (and a film that shares it).
 */
function grouped(found: Match[]): Match[][] {
  const groups = new Map<string, Match[]>();
  for (const match of found) {
    const group = groups.get(match.type);
    if (group) group.push(match);
    else groups.set(match.type, [match]);
  }
  const best = (group: Match[]) => group[0].score;
  const share = (group: Match[]) => group.filter((match) => match.score === best(group)).length / group.length;
  return [...groups.values()]
    .map((group) => group.map((match, index) => ({ match, index })).sort((a, b) => b.match.score - a.match.score || a.index - b.index).map(({ match }) => match))
    .sort((a, b) => best(b) - best(a) || share(b) - share(a));
}

/** Global search: rows of the types the viewer may read whose search text contains the query. */
export const searchResolvers = {
  Query: {
    search: (_, args, ctx) => {
      requireViewer(ctx);
      const limit = Math.min(args.first ?? 20, 50);
      return grouped(matches(ctx, args.query)).flat().sort((a, b) => b.score - a.score).slice(0, limit).map(hitOf);
    },
    searchGroups: (_, args, ctx) => {
      requireViewer(ctx);
      const perType = Math.max(1, Math.min(args.perType ?? 5, 20));
      const query = args.query.trim();
      return grouped(matches(ctx, query)).map((group) => ({
        type: group[0].type,
        hits: group.slice(0, perType).map(hitOf),
        total: group.length,
        morePath: morePathOf(group[0].type, query),
      }));
    },
  },
} satisfies { Query: Pick<QueryResolvers, 'search' | 'searchGroups'> };

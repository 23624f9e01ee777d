import { urls, type RoutedSubject } from '../../src/paths';
import { requireViewer } from '../authz';
import type { QueryResolvers } from '../generated/resolvers-types';
import { behaviours } from '../entities';
import { searchableText, valueAt } from '../store/query';
import { labelOf } from '../undo/history';
import type { Row } from '../store/types';

function pathOf(row: Row, text: string): string {
  const open = behaviours[row.__typename].open;
  if (open === 'view') return urls.userView(row.id);
  // Only subjects with screens open as 'edit' (entities.ts); the others name the screen they open in.
  if (open === 'edit') return urls.edit(row.__typename as RoutedSubject, row.id);
  return urls.manage(open.manage, { q: text });
}

/** Global search: rows of the types the viewer may read whose search text contains the query. */
export const searchResolvers = {
  Query: {
    search: (_, args, ctx) => {
      requireViewer(ctx);
      const needle = args.query.trim().toLocaleLowerCase();
      if (needle.length < 2) return [];
      const limit = Math.min(args.first ?? 20, 50);
      const hits = [];
      for (const model of ctx.db.models.values()) {
        if (!ctx.ability.can('read', model.type)) continue;
        const paths = behaviours[model.type].search;
        for (const row of ctx.db.all(model.type)) {
          if (!searchableText(row, paths).includes(needle)) continue;
          const title = labelOf(row);
          const subtitle = paths[1] ? valueAt(row, paths[1]) : null;
          hits.push({ type: model.type, id: row.id, title, subtitle: subtitle == null ? null : String(subtitle), path: pathOf(row, title) });
          if (hits.length >= limit) return hits;
        }
      }
      return hits;
    },
  },
} satisfies { Query: Pick<QueryResolvers, 'search'> };

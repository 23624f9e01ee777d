import type { MockContext } from '../context';
import type { AbuseResolvers, AbuseTargetResolvers } from '../generated/resolvers-types';
import type { Row } from '../store/types';
import { abuseTargetOf } from './integrity';

/**
 * `Abuse.target`: the reported row itself, so the queue names what was reported (a comment's
 * text, a media item's title, a user's name) in its one list request. Like any referenced row it
 * is readable through the report (docs/decisions.md); restricted fields stay enforced on it.
 */
export const abuseTargetResolvers = {
  Abuse: {
    target: (report: Row, _args: unknown, ctx: MockContext) => abuseTargetOf(ctx.db, report) ?? null,
  },
  AbuseTarget: {
    __resolveType: (row: Partial<Row>) => row.__typename as 'Comment' | 'Media' | 'User',
  },
} satisfies { Abuse: Pick<AbuseResolvers, 'target'>; AbuseTarget: AbuseTargetResolvers };

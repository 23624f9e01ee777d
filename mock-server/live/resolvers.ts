import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { EntitySubject } from '../../src/ability/subjects';
import { authorize, requireViewer } from '../authz';
import type { MockContext } from '../context';
import type { PresenceEditor, SubscriptionResolvers } from '../generated/resolvers-types';
import { presenceResolvers } from '../presence';
import { activityEntry, activityScope, inActivity } from '../resolvers/activity';
import { Feed, stateFeed } from './feed';
import { liveOf } from './hub';
import { foldRowChange, rowChangeFor, rowsMessage } from './rows';

type ActivityItem = ReturnType<typeof activityEntry>;
interface ActivityNews {
  count: number;
  items: ActivityItem[];
}

/** The heartbeat's resolver is the one place that knows presence: a socket's subscription beats through it too. */
type Heartbeat = (parent: unknown, args: { subject: string; id: string; leaving?: boolean }, ctx: MockContext, info: GraphQLResolveInfo) => PresenceEditor[];
const heartbeat = presenceResolvers.Mutation.presenceHeartbeat as unknown as Heartbeat;

/** A message as its feed sent it. Over HTTP there is none: Apollo runs a subscription as a query, without `subscribe`. */
function sent<T>(message: T | undefined): T {
  if (message === undefined) throw new GraphQLError('Subscriptions are served over WebSocket (graphql-transport-ws) at this same URL', { extensions: { code: 'BAD_REQUEST' } });
  return message;
}

function entitySubject(ctx: MockContext, subject: string): EntitySubject {
  if (!ctx.db.models.has(subject)) throw new GraphQLError(`Unknown subject ${subject}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return subject as EntitySubject;
}

/**
 * The subscriptions. Each `subscribe` checks the rules as the matching query would (a refusal is
 * the subscription's error, before anything is kept), then returns a Feed that the hub fills and
 * that stops listening when graphql-ws ends it (completed, socket closed, server stopped).
 */
export const liveResolvers = {
  Subscription: {
    rowsChanged: {
      subscribe: (_, args, ctx) => {
        const subject = entitySubject(ctx, args.subject);
        authorize(ctx, 'read', subject);
        const hub = liveOf(ctx.db);
        let stop = () => {};
        const feed = new Feed(foldRowChange(hub.options.rowsPerMessage), (pending) => rowsMessage(ctx.db, subject, pending), hub.options.windowMs, () => stop());
        stop = hub.onRows(subject, (change) => {
          const seen = rowChangeFor(ctx.ability, change);
          if (seen) feed.push(seen);
        });
        return feed;
      },
      resolve: (message: ReturnType<typeof rowsMessage> | undefined) => sent(message),
    },
    presence: {
      subscribe: (_, args, ctx) => {
        const hub = liveOf(ctx.db);
        // Beating answers who else is there; the first beat checks the rules (read access to the record).
        const beat = (leaving = false) => heartbeat(undefined, { subject: args.subject, id: args.id, leaving }, ctx, undefined as never);
        const first = beat();
        let stop = () => {};
        const feed = stateFeed<PresenceEditor[]>(hub.options.windowMs, () => {
          stop();
          beat(true);
          // The others learn at once that the viewer left (and a second tab of the viewer's beats again).
          hub.refreshStates();
        });
        feed.offer(first, true);
        stop = hub.onState(() => feed.offer(beat()));
        hub.refreshStates();
        return feed;
      },
      resolve: (others: PresenceEditor[] | undefined) => sent(others),
    },
    viewerNotifications: {
      subscribe: (_, __, ctx) => {
        const user = requireViewer(ctx);
        const hub = liveOf(ctx.db);
        const state = () => {
          const items = ctx.staff.notificationsOf(user.id);
          const newest = items.reduce<(typeof items)[number] | null>((found, item) => (!found || item.createdAt > found.createdAt ? item : found), null);
          return { unreadCount: items.filter((item) => !item.read).length, newest: newest ? { ...newest } : null };
        };
        let stop = () => {};
        const feed = stateFeed<ReturnType<typeof state>>(hub.options.windowMs, () => stop());
        feed.offer(state(), true);
        stop = hub.onState(() => feed.offer(state()));
        return feed;
      },
      resolve: (state: { unreadCount: number } | undefined) => sent(state),
    },
    activityRecorded: {
      subscribe: (_, args, ctx) => {
        const scope = activityScope(ctx);
        const filter = args.filter ?? {};
        const hub = liveOf(ctx.db);
        const limit = hub.options.activityPerMessage;
        const fold = (pending: ActivityNews | null, item: ActivityItem): ActivityNews => {
          const news = pending ?? { count: 0, items: [] };
          news.count += 1;
          news.items.unshift(item);
          if (news.items.length > limit) news.items.length = limit;
          return news;
        };
        let stop = () => {};
        const feed = new Feed(fold, (news) => news, hub.options.windowMs, () => stop());
        stop = hub.onActivity(({ entry, row }) => {
          if (inActivity(entry, scope, filter)) feed.push(activityEntry(ctx, entry, row));
        });
        return feed;
      },
      resolve: (news: ActivityNews | undefined) => sent(news),
    },
  },
} satisfies { Subscription: SubscriptionResolvers<MockContext> };

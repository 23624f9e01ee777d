import type { EntitySubject } from '../../src/ability/subjects';
import { authorize, requireViewer } from '../authz';
import type { MockContext } from '../context';
import type {
  Currency, DashboardRecentPaymentsArgs, DashboardResolvers, DashboardRevenueByDayArgs, DashboardTopMediaArgs, QueryResolvers,
  ResolverFn,
} from '../generated/resolvers-types';
import type { Row } from '../store/types';

const DAY = 86_400_000;

/** Each figure needs read access to its subject, checked when the field is asked for. */
function guarded<T, A = Record<PropertyKey, never>>(subject: EntitySubject, compute: (ctx: MockContext, args: A) => T): ResolverFn<T, unknown, MockContext, A> {
  return (_, args, ctx) => {
    authorize(ctx, 'read', subject);
    return compute(ctx, args);
  };
}

const succeededSince = (ctx: MockContext, since: number) =>
  ctx.db.all('Payment').filter((row) => row.status === 'SUCCEEDED' && row.paidAt != null && Date.parse(String(row.paidAt)) >= since);

export const dashboardResolvers = {
  Query: {
    dashboard: (_, __, ctx) => {
      requireViewer(ctx);
      return { __typename: 'Dashboard' };
    },
  },
  Dashboard: {
    activeUsers: guarded('User', (ctx) => ctx.db.all('User').filter((row) => row.status === 'ACTIVE').length),
    newUsers7d: guarded('User', (ctx) => {
      const since = ctx.db.clock() - 7 * DAY;
      return ctx.db.all('User').filter((row) => Date.parse(row.createdAt) >= since).length;
    }),
    revenue30d: guarded('Payment', (ctx) => {
      const sums = new Map<Currency, number>();
      for (const row of succeededSince(ctx, ctx.db.clock() - 30 * DAY)) {
        // Stored payments passed the schema's Currency enum on the way in.
        const currency = row.currency as Currency;
        sums.set(currency, (sums.get(currency) ?? 0) + Number(row.amount));
      }
      return [...sums].map(([currency, amount]) => ({ currency, amount }));
    }),
    revenueByDay: guarded('Payment', (ctx, args: DashboardRevenueByDayArgs) => {
      const currency = args.currency ?? 'IRR';
      const today = Math.floor(ctx.db.clock() / DAY) * DAY;
      const days = Array.from({ length: 30 }, (_, index) => new Date(today - (29 - index) * DAY).toISOString().slice(0, 10));
      const sums = new Map(days.map((day) => [day, 0]));
      for (const row of succeededSince(ctx, today - 29 * DAY)) {
        const day = String(row.paidAt).slice(0, 10);
        if (row.currency === currency && sums.has(day)) sums.set(day, sums.get(day)! + Number(row.amount));
      }
      return days.map((date) => ({ date, amount: sums.get(date)!, currency }));
    }),
    openAbuseReports: guarded('Abuse', (ctx) =>
      ctx.db.all('Abuse').filter((row) => row.status === 'OPEN' || row.status === 'REVIEWING').length,
    ),
    pendingComments: guarded('Comment', (ctx) => ctx.db.all('Comment').filter((row) => row.status === 'PENDING').length),
    topMedia: guarded('Media', (ctx, args: DashboardTopMediaArgs) =>
      ctx.db
        .list('Media', { sort: { field: 'VIEW_COUNT', direction: 'DESC' }, page: 1, pageSize: Number(args.first ?? 5) })
        .items.map((media: Row) => ({ media, views: Number(media.viewCount ?? 0) })),
    ),
    recentPayments: guarded('Payment', (ctx, args: DashboardRecentPaymentsArgs) =>
      ctx.db.list('Payment', { sort: { field: 'PAID_AT', direction: 'DESC' }, page: 1, pageSize: Number(args.first ?? 5) }).items,
    ),
  },
} satisfies { Query: Pick<QueryResolvers, 'dashboard'>; Dashboard: DashboardResolvers };

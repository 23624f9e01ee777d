import type { EntitySubject } from '../../src/ability/subjects';
import { authorize, requireViewer } from '../authz';
import type { MockContext } from '../context';
import type {
  Currency, DashboardNewUsers7dArgs, DashboardRecentPaymentsArgs, DashboardResolvers, DashboardRevenue30dArgs, DashboardRevenueByDayArgs,
  DashboardTopMediaArgs, QueryResolvers, ResolverFn,
} from '../generated/resolvers-types';
import type { ListArgs } from '../store/query';
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

/**
 * The rows of `type` a list with `filter` shows: each tile counts through the list itself, so its
 * figure is the `total` of the list its link opens, by construction.
 */
const listed = (ctx: MockContext, type: string, filter: ListArgs['filter'], pageSize: number | null = 1) =>
  ctx.db.list(type, { filter, page: 1, pageSize });

/** `since` as sent, else `days` × 24 hours before now. */
const sinceOr = (ctx: MockContext, since: string | null | undefined, days: number) => since ?? new Date(ctx.db.clock() - days * DAY).toISOString();

export const dashboardResolvers = {
  Query: {
    dashboard: (_, __, ctx) => {
      requireViewer(ctx);
      return { __typename: 'Dashboard' };
    },
  },
  Dashboard: {
    activeUsers: guarded('User', (ctx) => listed(ctx, 'User', { status: ['ACTIVE'] }).total),
    newUsers7d: guarded('User', (ctx, args: DashboardNewUsers7dArgs) => listed(ctx, 'User', { createdAtFrom: sinceOr(ctx, args.since, 7) }).total),
    revenue30d: guarded('Payment', (ctx, args: DashboardRevenue30dArgs) => {
      const sums = new Map<Currency, number>();
      const paid = listed(ctx, 'Payment', { status: ['SUCCEEDED'], paidAtFrom: sinceOr(ctx, args.since, 30) }, null).items;
      for (const row of paid) {
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
    openAbuseReports: guarded('Abuse', (ctx) => listed(ctx, 'Abuse', { status: ['OPEN'] }).total),
    pendingComments: guarded('Comment', (ctx) => listed(ctx, 'Comment', { status: ['PENDING'] }).total),
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

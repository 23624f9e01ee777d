import { GraphQLError } from 'graphql';
import type { EntitySubject } from '../src/ability/subjects';
import { authorize } from './authz';
import type { MockContext } from './context';
import type { MutationResolvers } from './generated/resolvers-types';
import type { Database } from './store/db';
import type { Row } from './store/types';

/** A form that has not said it is open for this long is taken as closed (the admin beats every 10 s). */
export const PRESENCE_TTL_MS = 30_000;

interface Visit {
  since: number;
  seenAt: number;
}

/** Who has which record open: record key → user id → visit. In memory only, never persisted. */
export class PresenceBoard {
  private readonly records = new Map<string, Map<string, Visit>>();

  beat(record: string, userId: string, now: number): void {
    const visits = this.records.get(record) ?? new Map<string, Visit>();
    this.records.set(record, visits);
    visits.set(userId, { since: visits.get(userId)?.since ?? now, seenAt: now });
  }

  leave(record: string, userId: string): void {
    this.records.get(record)?.delete(userId);
    if (this.records.get(record)?.size === 0) this.records.delete(record);
  }

  /** Everyone but `userId` still present, earliest first; expired visits are dropped on the way. */
  others(record: string, userId: string, now: number): { userId: string; since: number }[] {
    const visits = this.records.get(record);
    if (!visits) return [];
    for (const [id, visit] of visits) if (now - visit.seenAt > PRESENCE_TTL_MS) visits.delete(id);
    if (visits.size === 0) this.records.delete(record);
    return [...visits].filter(([id]) => id !== userId).map(([id, visit]) => ({ userId: id, since: visit.since })).sort((a, b) => a.since - b.since);
  }
}

const boards = new WeakMap<Database, PresenceBoard>();

function boardOf(db: Database): PresenceBoard {
  let board = boards.get(db);
  if (!board) boards.set(db, (board = new PresenceBoard()));
  return board;
}

/** The record a heartbeat is about, null when it is gone; also run by preauthorize.ts. */
export function presenceTarget(ctx: MockContext, args: { subject: string; id: string }): Row | null {
  if (!ctx.db.models.has(args.subject)) {
    throw new GraphQLError(`Unknown subject ${args.subject}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  const subject = args.subject as EntitySubject;
  // Only staff who may read the record learn who else has it open.
  authorize(ctx, 'read', subject);
  const row = ctx.db.get(subject, String(args.id));
  if (row) authorize(ctx, 'read', row);
  return row ?? null;
}

const heartbeat: NonNullable<MutationResolvers<MockContext>['presenceHeartbeat']> = (_, args, ctx) => {
  const row = presenceTarget(ctx, args);
  if (!row) return [];
  const subject = row.__typename;
  const viewerId = ctx.viewer!.id;
  const record = `${subject}:${row.id}`;
  const board = boardOf(ctx.db);
  const now = ctx.db.clock();
  if (args.leaving) {
    board.leave(record, viewerId);
    return [];
  }
  // A preview looks without being seen: a previewed user is not at the record (preview.ts).
  if (!ctx.preview) board.beat(record, viewerId, now);
  return board.others(record, viewerId, now).flatMap(({ userId, since }) => {
    const user = ctx.db.get('User', userId);
    if (!user || user.status !== 'ACTIVE') return [];
    return [{ userId, fullName: String(user.fullName), avatarUrl: (user.avatarUrl as string | null) ?? null, since: new Date(since).toISOString() }];
  });
};

/** `presenceHeartbeat`: the viewer has a record open; who else has? */
export const presenceResolvers = { Mutation: { presenceHeartbeat: heartbeat } };

import type { MockServices } from '../context';
import { readChecked } from '../durable/checked';
import type { Store, UnitPart } from '../durable/store';
import type { Database } from '../store/db';
import type { Row } from '../store/types';
import { historyEntryOf, indexActivity } from '../resolvers/activity';
import type { HistoryEntry } from '../undo/history';
import { raiseNotifications } from './notify';
import type { LiveOptions } from './options';
import { LiveSessions } from './sessions';

/** A change as its document committed it: the history entry, and the row as it is now (or as it was removed). */
export interface CommittedChange {
  entry: HistoryEntry;
  /** Null only when the row is gone and was not removed by this document (purged meanwhile). */
  row: Row | null;
}

type Listener<T> = (value: T) => void;

const keyOf = (row: Row) => `${row.__typename}\u0000${row.id}`;

const hubs = new WeakMap<Database, LiveHub>();

/** The hub of the server that serves this database (subscriptions exist only on a server). */
export function liveOf(db: Database): LiveHub {
  const hub = hubs.get(db);
  if (!hub) throw new Error('No live hub: subscriptions are served by a running mock server');
  return hub;
}

/**
 * Where committed changes meet open subscriptions. It takes part in every unit of the store: what
 * a document changed is read back from the history it committed (so a refused or rolled-back
 * document, whose entries never reached the database, sends nothing), once the commit is done.
 * It also has the open sockets checked again when sessions end (a logout, a role change).
 */
export class LiveHub implements UnitPart {
  private lastEntry: number;
  /** Rows removed by the current unit, for the rules to judge the deletion against the row as it was. */
  private readonly removed = new Map<string, Row>();
  private sessionsEnded = false;
  private readonly rowListeners = new Map<string, Set<Listener<CommittedChange>>>();
  private readonly activityListeners = new Set<Listener<CommittedChange>>();
  /** Subscriptions to a state (presence, the bell), looked at again after each commit and sweep. */
  private readonly stateListeners = new Set<() => void>();
  /** The open sockets, per token. */
  readonly sessions: LiveSessions;
  /** Listeners ever added (only grows): a test knows its subscription is live once this moved. */
  private started = 0;
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(
    private readonly services: MockServices,
    private readonly store: Store,
    readonly options: LiveOptions,
  ) {
    this.sessions = new LiveSessions(services, options.socketsPerToken);
    this.lastEntry = Number(store.sql.value('SELECT MAX(id) FROM history') ?? 0);
    indexActivity(store);
    store.join(this);
    hubs.set(services.db, this);
    this.watchWrites(services.db);
    services.tokens.onSessionsEnded = () => {
      this.sessionsEnded = true;
    };
    services.tokens.previews.onChange = (jti) => this.sessions.reopen(jti);
    this.sweeper = setInterval(() => {
      this.sweepSessions();
      this.refreshStates();
    }, options.sweepMs);
    this.sweeper.unref();
  }

  /** Told of each row write alongside the store's own log: removed rows, and new ones that raise notifications. */
  private watchWrites(db: Database): void {
    const inner = db.writes;
    db.writes = {
      inserted: (row, seqBefore) => {
        inner?.inserted(row, seqBefore);
        // A restored row comes back with its old id; only a new one is news.
        if (Number(row.id) <= seqBefore) return;
        try {
          raiseNotifications(this.services, row);
        } catch (error) {
          // A notification that cannot be made must not refuse the row that asked for it.
          console.error('Raising notifications failed:', error);
        }
      },
      updating: (row) => inner?.updating(row),
      removed: (row) => {
        inner?.removed(row);
        this.removed.set(keyOf(row), row);
      },
    };
  }

  // UnitPart: nothing of the hub's is saved; it acts once the unit is committed.
  flush(): void {}

  committed(): void {
    try {
      for (const change of this.newChanges()) {
        for (const listener of this.rowListeners.get(change.entry.subject) ?? []) listener(change);
        for (const listener of this.activityListeners) listener(change);
      }
      if (this.sessionsEnded) this.sweepSessions();
      this.refreshStates();
    } catch (error) {
      // The document is committed and answered whatever happens here; a lost event is logged, not thrown at it.
      console.error('Sending live events failed:', error);
    } finally {
      this.removed.clear();
      this.sessionsEnded = false;
    }
  }

  rollback(): void {
    this.removed.clear();
    this.sessionsEnded = false;
  }

  /** The history entries committed since the last look, each with its row. */
  private newChanges(): CommittedChange[] {
    // Entries committed a moment ago; one that cannot be read is left out of the events (and logged), not thrown into the commit.
    let last = this.lastEntry;
    const rows = [
      ...readChecked(this.store.sql, 'history', 'WHERE id > ? ORDER BY id', [this.lastEntry], (name, why, rowid) => {
        console.error(`Not sent as an event: the stored ${name} cannot be read (${why})`);
        last = Math.max(last, rowid);
      }),
    ];
    this.lastEntry = Math.max(last, Number(rows.at(-1)?.[0] ?? 0));
    if (rows.length === 0) return [];
    return rows.map((columns) => {
      const entry = historyEntryOf(columns);
      const row = this.services.db.get(entry.subject, entry.recordId) ?? this.removed.get(`${entry.subject}\u0000${entry.recordId}`) ?? null;
      return { entry, row };
    });
  }

  /** Listens to committed changes of one entity; answers the function that stops listening. */
  onRows(subject: string, listener: Listener<CommittedChange>): () => void {
    const listeners = this.rowListeners.get(subject) ?? new Set();
    this.rowListeners.set(subject, listeners.add(listener));
    this.started += 1;
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.rowListeners.delete(subject);
    };
  }

  onActivity(listener: Listener<CommittedChange>): () => void {
    this.activityListeners.add(listener);
    this.started += 1;
    return () => this.activityListeners.delete(listener);
  }

  onState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    this.started += 1;
    return () => this.stateListeners.delete(listener);
  }

  private sweepSessions(): void {
    this.sessions.sweep().catch((error: unknown) => console.error('Checking open sockets failed:', error));
  }

  /** Every state subscription looks again (after a commit, someone joining or leaving a record, a sweep). */
  refreshStates(): void {
    for (const listener of this.stateListeners) {
      try {
        listener();
      } catch (error) {
        // One subscription that cannot say its state must not keep the others from saying theirs.
        console.error('A live state could not be sent:', error);
      }
    }
  }

  /** Open sockets and subscriptions, for tests and the load test's figures. */
  get counts(): { sockets: number; listeners: number; started: number } {
    let listeners = this.activityListeners.size + this.stateListeners.size;
    for (const set of this.rowListeners.values()) listeners += set.size;
    return { sockets: this.sessions.count, listeners, started: this.started };
  }

  /** How many activity-log subscriptions are open now (a journey waits for its page's). */
  get activityListenerCount(): number {
    return this.activityListeners.size;
  }

  /** How many subscriptions listen to `subject`'s rows now (a journey waits for its page's before changing a row). */
  rowListenersOf(subject: string): number {
    return this.rowListeners.get(subject)?.size ?? 0;
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.services.tokens.onSessionsEnded = null;
    this.services.tokens.previews.onChange = null;
  }
}

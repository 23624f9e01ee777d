import type { IncrementalPart } from '../journal';
import type { Database } from '../store/db';
import { ChangeHistory, type HistoryChanges, type HistorySnapshot } from './history';
import { Trash, type TrashChanges, type TrashSnapshot } from './trash';

/** The trash and the change history of one database. */
export interface UndoState {
  trash: Trash;
  history: ChangeHistory;
}

export interface UndoSnapshot {
  trash: TrashSnapshot;
  history: HistorySnapshot;
}

// Kept beside the database rather than in the request services: every server and test harness
// that builds a Database gets them without being told, and they live exactly as long as its rows.
const states = new WeakMap<Database, UndoState>();

export function undoStateOf(db: Database): UndoState {
  let state = states.get(db);
  if (!state) {
    state = { trash: new Trash(), history: new ChangeHistory() };
    states.set(db, state);
  }
  return state;
}

/** The part persistence saves with the tables. */
export function saveUndo(db: Database): UndoSnapshot {
  const { trash, history } = undoStateOf(db);
  return { trash: trash.save(), history: history.save() };
}

interface UndoChanges {
  trash?: TrashChanges;
  history?: HistoryChanges;
}

/** The part the journal keeps: each write adds its own history and trash entries, not all of them. */
export function undoPart(db: Database): IncrementalPart<UndoSnapshot, UndoChanges> {
  const { trash, history } = undoStateOf(db);
  return {
    save: () => saveUndo(db),
    changes: () => {
      const changes = { trash: trash.changes(), history: history.changes() };
      return changes.trash || changes.history ? changes : undefined;
    },
    merge: (saved, changes) => ({
      trash: changes.trash ? Trash.merge(saved?.trash, changes.trash) : (saved?.trash ?? { entries: [] }),
      history: changes.history ? ChangeHistory.merge(saved?.history, changes.history) : (saved?.history ?? { seq: 0, entries: [] }),
    }),
  };
}

export function loadUndo(db: Database, snapshot: UndoSnapshot | undefined): void {
  const { trash, history } = undoStateOf(db);
  trash.load(snapshot?.trash);
  history.load(snapshot?.history);
}

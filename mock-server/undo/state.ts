import type { Database } from '../store/db';
import { ChangeHistory, type HistorySnapshot } from './history';
import { Trash, type TrashSnapshot } from './trash';

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

export function loadUndo(db: Database, snapshot: UndoSnapshot | undefined): void {
  const { trash, history } = undoStateOf(db);
  trash.load(snapshot?.trash);
  history.load(snapshot?.history);
}

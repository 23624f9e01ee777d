import { storeOf } from '../durable/store';
import type { Database } from '../store/db';
import { ChangeHistory } from './history';
import { Trash } from './trash';

/** The trash and the change history of one database. */
export interface UndoState {
  trash: Trash;
  history: ChangeHistory;
}

// Kept beside the database rather than in the request services: every server and test harness
// that builds a Database gets them without being told. Both are rows of the database's store.
const states = new WeakMap<Database, UndoState>();

export function undoStateOf(db: Database): UndoState {
  let state = states.get(db);
  if (!state) {
    const store = storeOf(db);
    state = { trash: new Trash(store), history: new ChangeHistory(store) };
    states.set(db, state);
  }
  return state;
}

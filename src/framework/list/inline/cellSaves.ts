import type { AnyRow } from '../listDocument';
import { useSyncExternalStore } from 'react';

/**
 * A committed cell someone else changed meanwhile (the server's CONFLICT): the person's value stays
 * in the cell until they choose theirs (nothing is sent) or mine (sent again, from their value).
 */
export interface CellConflict {
  state: 'conflict';
  /** The row as it was committed (how its values are shown: an amount's currency). */
  row: AnyRow;
  mine: unknown;
  theirs: unknown;
  /** Who saved theirs, when the server knows. */
  by: string | null;
  /** How the list names the record and the field ("Price" of "Plan X"). */
  record: string;
  field: string;
  keepTheirs: () => void;
  useMine: () => void;
}

/** Where a committed cell stands: on its way, refused by the server (why: a message id), lost on the network, or met a change made meanwhile. */
export type CellSave = { state: 'saving' } | { state: 'refused'; reason: string } | { state: 'failed'; retry: () => void } | CellConflict;

/** A cell by its row and field. */
export interface CellKey {
  id: string;
  field: string;
}

/**
 * The saves of one list's cells, by row id and field: the list marks each cell while it is sent,
 * and one the server refused until it is edited again. A small store, so a mark renders its own
 * cell and no other row.
 */
export class CellSaves {
  private readonly saves = new Map<string, CellSave>();
  private readonly listeners = new Set<() => void>();
  /** What the polite live region says last ("Saved", "Refused: …"), with a count so a repeat is said again. */
  spoken = { text: '', count: 0 };
  /** The conflict whose choice (theirs / mine) is open, if any. */
  choosing: CellKey | null = null;

  get(id: string, field: string): CellSave | undefined {
    return this.saves.get(`${id}\u0000${field}`);
  }

  set(id: string, field: string, save: CellSave | null): void {
    const key = `${id}\u0000${field}`;
    if (save) this.saves.set(key, save);
    else this.saves.delete(key);
    this.notify();
  }

  /** Opens (or, with null, closes) the choice of a cell in conflict. */
  choose(cell: CellKey | null): void {
    this.choosing = cell;
    this.notify();
  }

  speak(text: string): void {
    this.spoken = { text, count: this.spoken.count + 1 };
    this.notify();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private notify() {
    this.listeners.forEach((listener) => listener());
  }
}

/** One cell's save, re-rendering only when it changes. */
export function useCellSave(saves: CellSaves, id: string, field: string): CellSave | undefined {
  return useSyncExternalStore(saves.subscribe, () => saves.get(id, field), () => undefined);
}

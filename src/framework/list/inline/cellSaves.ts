import { useSyncExternalStore } from 'react';

/** Where a committed cell stands: on its way, refused by the server (why: a message id), or lost on the network. */
export type CellSave = { state: 'saving' } | { state: 'refused'; reason: string } | { state: 'failed'; retry: () => void };

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

  get(id: string, field: string): CellSave | undefined {
    return this.saves.get(`${id}\u0000${field}`);
  }

  set(id: string, field: string, save: CellSave | null): void {
    const key = `${id}\u0000${field}`;
    if (save) this.saves.set(key, save);
    else this.saves.delete(key);
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

import type { Role } from './generated/resolvers-types';

export interface SavedViewRecord {
  id: string;
  entity: string;
  name: string;
  query: string;
  columns: string[];
  ownerId: string;
  sharedWithRole: Role | null;
  createdAt: string;
  updatedAt: string;
}

export interface SavedViewsSnapshot {
  seq: number;
  views: SavedViewRecord[];
}

/** Named list states of the manage screens (not an entity: no list, filter or sort of their own). */
export class SavedViewStore {
  private readonly views = new Map<string, SavedViewRecord>();
  private seq = 0;

  /** The views of `entity` a staff member sees: their own and those shared with their role. */
  visibleTo(entity: string, userId: string, role: string): SavedViewRecord[] {
    return [...this.views.values()].filter((view) => view.entity === entity && this.sees(view, userId, role));
  }

  sees(view: SavedViewRecord, userId: string, role: string): boolean {
    return view.ownerId === userId || view.sharedWithRole === role;
  }

  get(id: string): SavedViewRecord | undefined {
    return this.views.get(id);
  }

  add(values: Omit<SavedViewRecord, 'id'>): SavedViewRecord {
    const view = { ...values, id: String(++this.seq) };
    this.views.set(view.id, view);
    return view;
  }

  remove(id: string): void {
    this.views.delete(id);
  }

  save(): SavedViewsSnapshot {
    return { seq: this.seq, views: [...this.views.values()] };
  }

  load(snapshot: SavedViewsSnapshot | undefined): void {
    this.views.clear();
    this.seq = snapshot?.seq ?? 0;
    for (const view of snapshot?.views ?? []) this.views.set(view.id, view);
  }
}

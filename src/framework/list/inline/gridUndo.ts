import { readJson, writeJson } from '../../../ui/storage';
import { sameValue as sameFormValue } from '../../form/formValues';

/** One row of a step: the fields it changed, with the values they had and the values they got. */
export interface GridStepRow {
  id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One undoable change of a list's grid: a committed cell (one row, one field, named by its record
 * and field as the list showed them) or a whole pasted block (the rows the server saved).
 */
export interface GridStep {
  id: string;
  rows: GridStepRow[];
  /** A cell's step: how a message names it ("price of Plan X"); a paste is told by its count of cells. */
  cell?: { record: string; field: string };
}

/** Which way a step goes: back to the values before, or again to the values after. */
export type GridDirection = 'undo' | 'redo';

interface GridHistory {
  undo: GridStep[];
  redo: GridStep[];
}

/** The steps kept per list: older ones fall off. */
export const GRID_UNDO_LIMIT = 50;

/**
 * Where one viewer's steps on one entity's lists are kept: the tab's session storage, so that they
 * outlive a re-sort, a new filter and a reload (unlike AG Grid's), and go with the tab; another
 * staff member signing in on the same tab never sees them. The app's prefix, as `undoOffers`.
 */
export const gridUndoKey = (viewerId: string, subject: string): string => `lingua-admin-gridUndo:${viewerId}:${subject}`;

const isValues = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStep = (value: unknown): value is GridStep => {
  const step = value as Partial<GridStep> | null;
  return (
    typeof step === 'object' && step !== null && typeof step.id === 'string' && Array.isArray(step.rows) &&
    step.rows.every((row) => typeof row?.id === 'string' && isValues(row.before) && isValues(row.after))
  );
};
const isHistory = (value: unknown): value is GridHistory => {
  const history = value as Partial<GridHistory> | null;
  return typeof history === 'object' && history !== null && Array.isArray(history.undo) && Array.isArray(history.redo) && [...history.undo, ...history.redo].every(isStep);
};

const read = (key: string): GridHistory => readJson(key, isHistory, 'session') ?? { undo: [], redo: [] };
const write = (key: string, history: GridHistory) => writeJson(key, history.undo.length + history.redo.length > 0 ? history : null, 'session');
const bounded = (steps: GridStep[]) => steps.slice(-GRID_UNDO_LIMIT);

/**
 * Whether a field still holds `expected`: the same as JSON, or two date-times naming the same
 * instant (the server writes them its own way, e.g. with milliseconds).
 */
export function sameValue(current: unknown, expected: unknown): boolean {
  if (sameFormValue(current, expected)) return true;
  const instant = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN);
  return !Number.isNaN(instant(current)) && instant(current) === instant(expected);
}

/** How many cells a step changes. */
export const stepCells = (step: GridStep): number => step.rows.reduce((count, row) => count + Object.keys(row.after).length, 0);

/** A new change was saved: it becomes the step Ctrl+Z undoes, and what could be redone is gone. */
export function recordStep(key: string, step: GridStep): void {
  write(key, { undo: bounded([...read(key).undo, step]), redo: [] });
}

/**
 * Takes the step to undo (or redo) off its stack: the latest, or the one named (a toast's Undo).
 * Null when there is none. Taken at once, so a second Ctrl+Z pressed meanwhile takes the one before.
 */
export function takeStep(key: string, direction: GridDirection, id?: string): GridStep | null {
  const history = read(key);
  const steps = history[direction];
  const index = id === undefined ? steps.length - 1 : steps.findIndex((step) => step.id === id);
  if (index < 0) return null;
  const [step] = steps.splice(index, 1);
  write(key, history);
  return step;
}

/** A taken step was applied (the rows the server saved): it can now go the other way. */
export function settleStep(key: string, direction: GridDirection, step: GridStep): void {
  const history = read(key);
  const other = direction === 'undo' ? 'redo' : 'undo';
  write(key, { ...history, [other]: bounded([...history[other], step]) });
}

/** A taken step could not be sent (the network): it goes back where it was, to be tried again. */
export function returnStep(key: string, direction: GridDirection, step: GridStep): void {
  const history = read(key);
  write(key, { ...history, [direction]: bounded([...history[direction], step]) });
}

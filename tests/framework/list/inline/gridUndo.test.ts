import { beforeEach, describe, expect, it } from 'vitest';
import { APP_KEY } from '../../../../src/core/config/app';
import { GRID_UNDO_LIMIT, gridUndoKey, recordStep, returnStep, sameValue, settleStep, stepCells, takeStep, type GridStep } from '../../../../src/framework/list/inline/gridUndo';
import { historyKey } from '../../../../src/framework/list/table/gridEditing';

const key = gridUndoKey('u1', 'Plan');
/** A cell's step: row `id`'s price from `from` to `to`. */
const price = (id: string, from: number, to: number): GridStep => ({ id: `step-${id}-${to}`, rows: [{ id, before: { price: from }, after: { price: to } }], cell: { record: `Plan ${id}`, field: 'Price' } });

beforeEach(() => sessionStorage.clear());

describe("the grid's undo stack", () => {
  it('undoes the latest step first; an undone step can be redone, and a redone one undone again', () => {
    recordStep(key, price('1', 100, 200));
    recordStep(key, price('2', 100, 300));
    const last = takeStep(key, 'undo')!;
    expect(last.rows[0].id).toBe('2');
    settleStep(key, 'undo', last);
    expect(takeStep(key, 'redo')).toEqual(last);
    settleStep(key, 'redo', last);
    expect(takeStep(key, 'undo')).toEqual(last);
    expect(takeStep(key, 'undo')?.rows[0].id).toBe('1');
    expect(takeStep(key, 'undo')).toBeNull();
  });

  it('forgets what could be redone once a new change is recorded', () => {
    recordStep(key, price('1', 100, 200));
    settleStep(key, 'undo', takeStep(key, 'undo')!);
    recordStep(key, price('1', 100, 250));
    expect(takeStep(key, 'redo')).toBeNull();
    expect(takeStep(key, 'undo')?.rows[0].after).toEqual({ price: 250 });
  });

  it(`keeps the last ${GRID_UNDO_LIMIT} steps`, () => {
    for (let n = 0; n < GRID_UNDO_LIMIT + 5; n += 1) recordStep(key, price(String(n), n, n + 1));
    const taken: string[] = [];
    for (let step = takeStep(key, 'undo'); step; step = takeStep(key, 'undo')) taken.push(step.rows[0].id);
    expect(taken).toHaveLength(GRID_UNDO_LIMIT);
    expect(taken.at(-1)).toBe('5');
  });

  it('takes a step by its id (a toast’s Undo), and puts back one the network lost', () => {
    const paste: GridStep = { id: 'paste', rows: [{ id: '1', before: { price: 1, durationDays: 30 }, after: { price: 2, durationDays: 45 } }, { id: '2', before: { price: 1 }, after: { price: 3 } }] };
    recordStep(key, paste);
    recordStep(key, price('3', 100, 200));
    expect(stepCells(paste)).toBe(3);
    expect(takeStep(key, 'undo', 'paste')).toEqual(paste);
    expect(takeStep(key, 'undo', 'paste')).toBeNull();
    returnStep(key, 'undo', paste);
    expect(takeStep(key, 'undo')).toEqual(paste);
  });

  it("lives in the tab's session storage, per viewer and entity, under the app's key", () => {
    expect(key.startsWith(APP_KEY)).toBe(true);
    recordStep(key, price('1', 100, 200));
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ undo: [price('1', 100, 200)], redo: [] });
    expect(localStorage.getItem(key)).toBeNull();
    expect(takeStep(gridUndoKey('u2', 'Plan'), 'undo')).toBeNull();
    expect(takeStep(gridUndoKey('u1', 'Media'), 'undo')).toBeNull();
    // A value edited by hand is no step: nothing to undo, and no crash.
    sessionStorage.setItem(key, '{"undo":[{"id":1}],"redo":[]}');
    expect(takeStep(key, 'undo')).toBeNull();
    recordStep(key, price('1', 100, 200));
    settleStep(key, 'undo', takeStep(key, 'undo')!);
    takeStep(key, 'redo');
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});

describe('the keys of undo and redo on a cell', () => {
  const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean; code?: string } = {}) =>
    historyKey({ key, code: mods.code, ctrlKey: mods.ctrl ?? false, metaKey: mods.meta ?? false, shiftKey: mods.shift ?? false, altKey: mods.alt ?? false });

  it('are Ctrl+Z (⌘Z), Ctrl+Shift+Z and Ctrl+Y, on a Persian layout too', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('z', { meta: true })).toBe('undo');
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('y', { ctrl: true })).toBe('redo');
    expect(press('ظ', { ctrl: true, code: 'KeyZ' })).toBe('undo');
  });

  it('are not a plain letter, Alt with it, nor another shortcut', () => {
    expect(press('z')).toBeNull();
    expect(press('z', { ctrl: true, alt: true })).toBeNull();
    expect(press('c', { ctrl: true })).toBeNull();
    expect(press('y', { ctrl: true, shift: true })).toBeNull();
  });
});

describe('whether a field still holds what a step left', () => {
  it('compares values as JSON, and date-times by their instant', () => {
    expect(sameValue(150000, 150000)).toBe(true);
    expect(sameValue(300000, 150000)).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue('2026-12-22T10:00:00.000Z', '2026-12-22T10:00:00Z')).toBe(true);
    expect(sameValue('2026-12-22T10:00:00.000Z', '2026-12-22T11:00:00Z')).toBe(false);
    expect(sameValue('ACTIVE', 'SUSPENDED')).toBe(false);
  });
});

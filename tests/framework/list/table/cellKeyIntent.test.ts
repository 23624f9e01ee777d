import { describe, expect, it } from 'vitest';
import { cellKeyIntent, printableKey } from '../../../../src/framework/list/table/gridEditing';

const key = (value: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; code: string }> = {}) => ({
  key: value, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...extra,
});
const editable = { editable: true } as const;
const locked = { editable: false, reason: 'ability.reason.publishedMediaStatus' } as const;

describe('what a key on a cell asks of editing', () => {
  it('opens an editable cell with Enter or F2, typed over with a printable key, Persian letters and digits included', () => {
    expect(cellKeyIntent(key('Enter'), editable, false)).toEqual({ kind: 'edit', seed: null });
    expect(cellKeyIntent(key('F2'), editable, false)).toEqual({ kind: 'edit', seed: null });
    expect(cellKeyIntent(key('م'), editable, false)).toEqual({ kind: 'edit', seed: 'م' });
    expect(cellKeyIntent(key('۵'), editable, false)).toEqual({ kind: 'edit', seed: '۵' });
    expect(cellKeyIntent(key('P', { shiftKey: true }), editable, false)).toEqual({ kind: 'edit', seed: 'P' });
  });

  it("keeps Enter on the row's name opening the row, and Ctrl+Enter opens it from any cell", () => {
    expect(cellKeyIntent(key('Enter'), editable, true)).toBeNull();
    expect(cellKeyIntent(key('F2'), editable, true)).toEqual({ kind: 'edit', seed: null });
    expect(cellKeyIntent(key('Enter', { ctrlKey: true }), editable, false)).toEqual({ kind: 'openRow' });
    expect(cellKeyIntent(key('Enter', { metaKey: true }), null, false)).toEqual({ kind: 'openRow' });
  });

  it('says why on Enter or F2 on a locked cell, and never opens it', () => {
    expect(cellKeyIntent(key('Enter'), locked, false)).toEqual({ kind: 'explain', reason: locked.reason });
    expect(cellKeyIntent(key('F2'), locked, false)).toEqual({ kind: 'explain', reason: locked.reason });
    expect(cellKeyIntent(key('a'), locked, false)).toBeNull();
  });

  it('leaves other cells and the shell keys alone: Space selects, ? and / are the shortcuts and the search', () => {
    expect(cellKeyIntent(key('a'), null, false)).toBeNull();
    expect(cellKeyIntent(key('Enter'), null, false)).toBeNull();
    for (const shell of [' ', '?', '؟', '/']) expect(printableKey(key(shell))).toBe(false);
    expect(printableKey(key('k', { ctrlKey: true }))).toBe(false);
    expect(printableKey(key('ArrowDown'))).toBe(false);
  });
});

describe('a cell edited in the form (rich text, a file, a list)', () => {
  const inForm = { editable: true as const, inForm: true };
  it('Enter and F2 open the form; a typed key does nothing', () => {
    expect(cellKeyIntent(key('Enter'), inForm, false)).toEqual({ kind: 'openForm' });
    expect(cellKeyIntent(key('F2'), inForm, false)).toEqual({ kind: 'openForm' });
    expect(cellKeyIntent(key('a'), inForm, false)).toBeNull();
  });
});

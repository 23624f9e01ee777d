import { describe, expect, it } from 'vitest';
import { joinsInPlace, planLiveChanges, type RowsMessage } from '../../../src/framework/list/live/liveChanges';

const change = (id: string, kind: 'CREATED' | 'UPDATED' | 'DELETED' | 'RESTORED', by = 'u2') =>
  ({ __typename: 'RowChange', id, kind, updatedAt: null, at: '2026-11-26T06:00:00.000Z', by: { __typename: 'Actor', id: by, name: 'Sara' }, fields: [], count: 1 }) as RowsMessage['changes'][number];
const message = (changes: RowsMessage['changes'], refetch = false) => ({ __typename: 'RowChanges', subject: 'Accent', refetch, changes }) as RowsMessage;
const visible = new Set(['1', '2', '3']);

describe('planLiveChanges', () => {
  it('reads a changed row on screen again by id, and ignores changes to rows elsewhere', () => {
    expect(planLiveChanges(message([change('2', 'UPDATED'), change('9', 'UPDATED')]), visible, 'u1')).toEqual({ reread: ['2'], refetchPage: false, leaving: [], added: 0 });
  });

  it('shows a row on screen deleted elsewhere leaving (the page is read after), not one elsewhere', () => {
    expect(planLiveChanges(message([change('3', 'DELETED'), change('1', 'DELETED')]), visible, 'u1')).toEqual({ reread: [], refetchPage: false, leaving: ['3', '1'], added: 0 });
    expect(planLiveChanges(message([change('8', 'DELETED')]), visible, 'u1')).toEqual({ reread: [], refetchPage: false, leaving: [], added: 0 });
  });

  it('counts rows others created or restored, not the viewer’s own', () => {
    expect(planLiveChanges(message([change('10', 'CREATED'), change('11', 'RESTORED'), change('12', 'CREATED', 'u1')]), visible, 'u1').added).toBe(2);
  });

  it('reads the page once past ten changed rows, or when the server says to', () => {
    const many = Array.from({ length: 11 }, (_, index) => change(String(index), 'UPDATED'));
    expect(planLiveChanges(message(many), new Set(many.map((item) => item.id)), 'u1')).toEqual({ reread: [], refetchPage: true, leaving: [], added: 0 });
    expect(planLiveChanges(message([], true), visible, 'u1').refetchPage).toBe(true);
  });
});

describe('joinsInPlace', () => {
  const open = { status: 'OPEN' };
  it('holds for a queue in its own order and filter only', () => {
    expect(joinsInPlace(open, { sort: null, search: '', filter: { status: ['OPEN'] } })).toBe(true);
    expect(joinsInPlace(open, { sort: { field: 'STATUS', direction: 'ASC' }, search: '', filter: { status: ['OPEN'] } })).toBe(false);
    expect(joinsInPlace(open, { sort: null, search: 'x', filter: { status: ['OPEN'] } })).toBe(false);
    expect(joinsInPlace(open, { sort: null, search: '', filter: { status: ['OPEN'], reason: ['SPAM'] } })).toBe(false);
    expect(joinsInPlace(undefined, { sort: null, search: '', filter: {} })).toBe(false);
  });
});

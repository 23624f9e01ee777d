// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { Feed, release } from '../../mock-server/live/feed';
import { foldRowChange, mergeRowChange, rowChangeFor, type RowChangeOut } from '../../mock-server/live/rows';
import type { Row } from '../../mock-server/store/types';
import type { HistoryEntry } from '../../mock-server/undo/history';

const change = (id: string, kind: RowChangeOut['kind'], fields: string[] = []): RowChangeOut => ({ id, kind, at: '2026-01-01T00:00:00.000Z', by: null, fields, count: 1 });

describe('folding changes of one row', () => {
  it('keeps the latest kind, except that a new or restored row stays so when it is then updated', () => {
    expect(mergeRowChange(change('1', 'UPDATED', ['a']), change('1', 'UPDATED', ['b']))).toMatchObject({ kind: 'UPDATED', fields: ['a', 'b'], count: 2 });
    expect(mergeRowChange(change('1', 'CREATED', ['a']), change('1', 'UPDATED', ['b']))).toMatchObject({ kind: 'CREATED', fields: ['a', 'b'] });
    expect(mergeRowChange(change('1', 'RESTORED'), change('1', 'UPDATED', ['b']))).toMatchObject({ kind: 'RESTORED', fields: [] });
    expect(mergeRowChange(change('1', 'UPDATED', ['a']), change('1', 'DELETED'))).toMatchObject({ kind: 'DELETED', fields: [] });
    expect(mergeRowChange(change('1', 'DELETED'), change('1', 'RESTORED'))).toMatchObject({ kind: 'RESTORED', count: 2 });
  });

  it('lists one entry per row up to the limit, then only says "refetch"', () => {
    const fold = foldRowChange(2);
    let pending = fold(null, change('1', 'UPDATED', ['a']));
    pending = fold(pending, change('1', 'UPDATED', ['b']));
    pending = fold(pending, change('2', 'CREATED'));
    expect([...pending.rows.keys()]).toEqual(['1', '2']);
    pending = fold(pending, change('3', 'UPDATED'));
    expect(pending).toEqual({ rows: new Map(), refetch: true });
    expect(fold(pending, change('4', 'UPDATED'))).toEqual({ rows: new Map(), refetch: true });
  });
});

describe('what a viewer learns of a change', () => {
  const entry = (subject: string, action: HistoryEntry['action'], fields: string[]): HistoryEntry => ({
    id: '9',
    subject,
    recordId: '5',
    at: '2026-01-01T00:00:00.000Z',
    by: { id: '1', name: 'Admin' },
    action,
    changes: fields.map((field) => ({ field, before: null, after: null, redacted: false })),
  });
  const gateway = { __typename: 'PayGateway', id: '5' } as unknown as Row;

  it('leaves out the fields the viewer may not read, and the whole change when it may not read the row', () => {
    const finance = createAppAbility(defineRulesFor('FINANCE'));
    expect(rowChangeFor(finance, { entry: entry('PayGateway', 'UPDATE', ['name', 'secretKey']), row: gateway })?.fields).toEqual(['name']);
    expect(rowChangeFor(createAppAbility(defineRulesFor('MODERATOR')), { entry: entry('PayGateway', 'UPDATE', ['name']), row: gateway })).toBeNull();
  });

  it('judges a row by its conditions, a deleted one as it was', () => {
    // Rules with a condition on reading (none of the roles has one today): only learners.
    const ability = createAppAbility([{ action: 'read', subject: 'User', conditions: { role: 'LEARNER' } }]);
    const learner = { __typename: 'User', id: '5', role: 'LEARNER' } as unknown as Row;
    const staff = { __typename: 'User', id: '5', role: 'ADMIN' } as unknown as Row;
    expect(rowChangeFor(ability, { entry: entry('User', 'DELETE', []), row: learner })).toMatchObject({ id: '5', kind: 'DELETED' });
    expect(rowChangeFor(ability, { entry: entry('User', 'UPDATE', ['fullName']), row: staff })).toBeNull();
  });
});

describe('Feed', () => {
  it('sends what came due in one window on turns of its own, so other work runs between them', async () => {
    const order: string[] = [];
    release(() => order.push('first socket'));
    release(() => order.push('second socket'));
    setImmediate(() => order.push('a request'));
    await new Promise<void>((resolve) => release(resolve));
    expect(order).toEqual(['first socket', 'a request', 'second socket']);
  });

  it('sends what came within a window as one message, and folds more while the reader is busy', async () => {
    vi.useFakeTimers();
    try {
      const ended = vi.fn();
      const feed = new Feed<number, number[], number[]>((pending, n) => [...(pending ?? []), n], (all) => all, 100, ended);
      feed.push(1);
      feed.push(2);
      const first = feed.next();
      // The window, then the message's own turn of the event loop (release).
      await vi.advanceTimersByTimeAsync(101);
      expect(await first).toEqual({ value: [1, 2], done: false });
      // Nobody pulls for a while: everything pushed meanwhile is one message, sent as soon as it is asked for.
      feed.push(3);
      await vi.advanceTimersByTimeAsync(500);
      feed.push(4);
      expect(await feed.next()).toEqual({ value: [3, 4], done: false });
      // An immediate value (a state on subscribing) skips the window.
      feed.push(5, true);
      expect(await feed.next()).toEqual({ value: [5], done: false });
      const waiting = feed.next();
      await feed.return();
      expect(await waiting).toEqual({ value: undefined, done: true });
      expect(ended).toHaveBeenCalledTimes(1);
      feed.push(6);
      expect(await feed.next()).toEqual({ value: undefined, done: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { undoInputOf } from '../../../src/framework/list/useRecordActions';

describe("a row action's Undo", () => {
  it('sends back the values the row had for what the action set', () => {
    expect(undoInputOf({ id: '1', status: 'OPEN', reason: 'SPAM' }, { status: 'RESOLVED' })).toEqual({ status: 'OPEN' });
  });

  it('offers none when the row does not carry a value the action set', () => {
    expect(undoInputOf({ id: '1', status: 'OPEN' }, { status: 'RESOLVED', handledById: 'u1' })).toBeNull();
  });
});

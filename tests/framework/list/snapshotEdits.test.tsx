import { InMemoryCache } from '@apollo/client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showRowValues } from '../../../src/framework/list/inline/rowCache';
import { useSnapshotEdits } from '../../../src/framework/list/useSnapshotEdits';

const read = [{ id: '1', code: 'A' }, { id: '2', code: 'B' }];

describe("All's rows follow their edited cells (a snapshot outside the cache)", () => {
  it("shows an edited cell's value in its row at once, and a new snapshot drops the edit", () => {
    const cache = new InMemoryCache();
    const { result, rerender } = renderHook(({ rows, enabled }) => useSnapshotEdits(rows, 'Payment', enabled), { initialProps: { rows: read, enabled: true } });
    act(() => showRowValues(cache, 'Payment', '2', { code: 'B2' }));
    act(() => showRowValues(cache, 'Plan', '1', { code: 'elsewhere' }));
    expect(result.current).toEqual([{ id: '1', code: 'A' }, { id: '2', code: 'B2' }]);
    // The untouched row keeps its identity (it does not render again).
    expect(result.current[0]).toBe(read[0]);
    const fresh = [{ id: '1', code: 'A' }, { id: '2', code: 'B3' }];
    rerender({ rows: fresh, enabled: true });
    expect(result.current).toBe(fresh);
  });

  it('leaves a cached page alone', () => {
    const { result } = renderHook(() => useSnapshotEdits(read, 'Payment', false));
    act(() => showRowValues(new InMemoryCache(), 'Payment', '2', { code: 'B2' }));
    expect(result.current).toBe(read);
  });
});

import { useEffect, useMemo, useState } from 'react';
import { onRowValues } from './inline/rowCache';

type Edits = ReadonlyMap<string, Record<string, unknown>>;
const NONE: Edits = new Map();

/**
 * All's rows with the values edited in their cells since they were read (`showRowValues`: a
 * cell's new value while it is sent, a value put back on refusal). All is a snapshot outside the
 * cache (listFetchPolicy), so the cache write that shows an edit on a page of 25 rows does not
 * reach it; refetching 10,000 rows for one cell would take seconds. A new snapshot (a refetch)
 * has the server's values and drops the edits. An edited row is a new object, so it renders again.
 *
 * @example const shown = useSnapshotEdits(rows, 'Payment', snapshot);
 */
export function useSnapshotEdits<Row extends { id: string }>(rows: Row[], typename: string, enabled: boolean): Row[] {
  const [edits, setEdits] = useState<{ base: Row[]; values: Edits }>({ base: rows, values: NONE });
  useEffect(() => {
    if (!enabled) return;
    return onRowValues((type, id, values) => {
      if (type !== typename) return;
      setEdits((current) => {
        const next = new Map(current.base === rows ? current.values : NONE);
        next.set(id, { ...next.get(id), ...values });
        return { base: rows, values: next };
      });
    });
  }, [enabled, typename, rows]);
  return useMemo(() => {
    if (!enabled || edits.base !== rows || edits.values.size === 0) return rows;
    return rows.map((row) => {
      const values = edits.values.get(row.id);
      return values ? { ...row, ...values } : row;
    });
  }, [enabled, edits, rows]);
}

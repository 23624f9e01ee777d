import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntityDeclaration } from '../../entity/types';
import { COLUMNS_PARAM, columnsParam, visibleColumnKeys } from './visibleColumns';

export interface VisibleColumns {
  /** The columns allowed: the URL's, else all (then the card's width picks among them). */
  keys: string[];
  /** Whether the URL names the columns (a user's choice, a view): they all show, whatever the width. */
  chosen: boolean;
  /**
   * Shows these columns, whatever the width (the row header stays whatever is asked), or with
   * null goes back to the columns that fit; pushes a history entry.
   */
  set: (keys: readonly string[] | null) => void;
}

/** The columns the URL's `cols` shows, like the rest of the list state, so views and links keep them. */
export function useVisibleColumns(declaration: EntityDeclaration): VisibleColumns {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(COLUMNS_PARAM);
  const keys = useMemo(() => visibleColumnKeys(raw, declaration), [raw, declaration]);
  const set = useCallback(
    (next: readonly string[] | null) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        // Every column chosen is still a choice: it is written out, or the width would pick again.
        if (next === null) params.delete(COLUMNS_PARAM);
        else params.set(COLUMNS_PARAM, columnsParam(next, declaration) ?? declaration.columns.map((def) => def.key).join(','));
        return params;
      }),
    [setSearchParams, declaration],
  );
  return { keys, chosen: !!raw?.trim(), set };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntityDeclaration } from '../../entity/types';
import { COLUMNS_PARAM, columnsParam, visibleColumnKeys } from './visibleColumns';

export interface VisibleColumns {
  keys: string[];
  /** Shows these columns (the row header stays whatever is asked); pushes a history entry. */
  set: (keys: readonly string[]) => void;
}

/** The columns the URL's `cols` shows, like the rest of the list state, so views and links keep them. */
export function useVisibleColumns(declaration: EntityDeclaration): VisibleColumns {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(COLUMNS_PARAM);
  const keys = useMemo(() => visibleColumnKeys(raw, declaration), [raw, declaration]);
  const set = useCallback(
    (next: readonly string[]) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        const value = columnsParam(next, declaration);
        if (value === null) params.delete(COLUMNS_PARAM);
        else params.set(COLUMNS_PARAM, value);
        return params;
      }),
    [setSearchParams, declaration],
  );
  return { keys, set };
}

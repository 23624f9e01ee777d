import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntityDeclaration } from '../../entity/types';
import { readChosenColumns, writeChosenColumns } from './chosenColumns';
import { COLUMNS_PARAM, columnsParam, visibleColumnKeys } from './visibleColumns';

export interface VisibleColumns {
  /** The columns allowed: the URL's, else the person's kept choice, else all (the width picks among them). */
  keys: string[];
  /** Whether the columns are chosen (by the URL, a view, or the person): they all show, whatever the width. */
  chosen: boolean;
  /**
   * Shows these columns whatever the width (the row header stays whatever is asked), or with null
   * goes back to the columns that fit; pushes a history entry with the URL's `cols`. The choice
   * is also kept for this list on this device, so a later visit without `cols` shows it again.
   */
  set: (keys: readonly string[] | null) => void;
}

/**
 * The columns the list shows: the URL's `cols` (views and links keep them), else what the person
 * last chose in the column chooser for this list, else every column, fitted to the width.
 */
export function useVisibleColumns(declaration: EntityDeclaration): VisibleColumns {
  const [searchParams, setSearchParams] = useSearchParams();
  const entity = declaration.subject;
  const [kept, setKept] = useState(() => ({ entity, keys: readChosenColumns(entity) }));
  const stored = kept.entity === entity ? kept.keys : readChosenColumns(entity);
  const fromUrl = searchParams.get(COLUMNS_PARAM)?.trim() || null;
  const raw = fromUrl ?? (stored ? stored.join(',') : null);
  const keys = useMemo(() => visibleColumnKeys(raw, declaration), [raw, declaration]);
  const set = useCallback(
    (next: readonly string[] | null) => {
      // Every column chosen is still a choice: it is kept, or the width would pick again.
      const choice = next === null ? null : (columnsParam(next, declaration)?.split(',') ?? declaration.columns.map((def) => def.key));
      writeChosenColumns(entity, choice);
      setKept({ entity, keys: choice });
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (choice === null) params.delete(COLUMNS_PARAM);
        else params.set(COLUMNS_PARAM, choice.join(','));
        return params;
      });
    },
    [setSearchParams, declaration, entity],
  );
  return { keys, chosen: raw !== null, set };
}

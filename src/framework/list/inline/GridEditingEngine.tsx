import { useLayoutEffect, useMemo } from 'react';
import type { LanguageCode } from '../../../i18n/locales';
import type { EntityDeclaration, ValueFormatter } from '../../entity/types';
import { CellConflicts } from './CellConflicts';
import type { CellSaves } from './cellSaves';
import { useCellCommit, type CellChange } from './useCellCommit';
import { useGridUndo } from './useGridUndo';
import { usePasteCells } from './usePasteCells';

/** What a list's grid does once someone edits in it: the saves, the paste and fill, the undo. */
export interface GridEngine {
  commit: (change: CellChange) => Promise<void>;
  paste: ReturnType<typeof usePasteCells>['paste'];
  fill: ReturnType<typeof usePasteCells>['fill'];
  undo: ReturnType<typeof useGridUndo>['apply'];
}

export interface GridEditingEngineProps {
  declaration: EntityDeclaration;
  saves: CellSaves;
  format: ValueFormatter;
  language: LanguageCode;
  /** The engine, each time its functions change (once mounted, and with the declaration or language). */
  onReady: (engine: GridEngine) => void;
}

/**
 * The grid's editing work (issue 31): a cell's save, the paste and Ctrl+D with their summary, the
 * undo, a conflict's choice. A list that is only read never needs it, so it is a chunk of its own
 * that `useGridEditing` mounts when the grid is first focused or pointed at; the grid itself
 * (which cells edit, why not, the save marks) stays in the list's first load. It renders the
 * paste's summary and the conflicts' dialog, and hands its functions up.
 */
export default function GridEditingEngine({ declaration, saves, format, language, onReady }: GridEditingEngineProps) {
  const history = useGridUndo(declaration, saves);
  const commit = useCellCommit(declaration, saves, history);
  const { paste, fill, dialog } = usePasteCells(declaration, saves, history, language);
  const engine = useMemo<GridEngine>(() => ({ commit, paste, fill, undo: history.apply }), [commit, paste, fill, history]);
  // Before paint: a key queued while the chunk came is answered in the same frame it arrives.
  useLayoutEffect(() => onReady(engine), [engine, onReady]);
  return (
    <>
      {dialog}
      <CellConflicts saves={saves} declaration={declaration} format={format} />
    </>
  );
}

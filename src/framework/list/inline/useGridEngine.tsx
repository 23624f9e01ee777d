import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '../../../ui/lazyComponent';
import type { GridEditingEngineProps, GridEngine } from './GridEditingEngine';

/** The grid's editing work, a chunk of its own (`GridEditingEngine`). */
const Engine = lazyComponent(() => import('./GridEditingEngine'));

export interface GridEngineHandle {
  /** The grid was focused or pointed at: the engine's chunk starts, and it mounts once there. */
  start: () => void;
  /** Runs `call` with the engine: at once when it is mounted, else as soon as it is (starting it). */
  withEngine: (call: (engine: GridEngine) => void) => void;
  /** The mounted engine (its dialogs), once started; null before. */
  element: ReactNode;
}

/**
 * Mounts a list's `GridEditingEngine` on the first sign of an edit (issue 31): until then the list
 * carries none of its code. An action that comes before its chunk (a fast Ctrl+V or Ctrl+Z right
 * after the focus) waits for it, in order, and is not lost.
 *
 * @example const engine = useGridEngine({ declaration, saves, format, language }, true); engine.withEngine((e) => e.undo('undo'));
 */
export function useGridEngine(props: Omit<GridEditingEngineProps, 'onReady'>, enabled: boolean): GridEngineHandle {
  const [wanted, setWanted] = useState(false);
  const engine = useRef<GridEngine | null>(null);
  const waiting = useRef<((engine: GridEngine) => void)[]>([]);
  const onReady = useCallback((ready: GridEngine) => {
    engine.current = ready;
    for (const call of waiting.current.splice(0)) call(ready);
  }, []);
  const start = useCallback(() => {
    void Engine.preload();
    setWanted(true);
  }, []);
  const withEngine = useCallback(
    (call: (engine: GridEngine) => void) => {
      if (engine.current) return call(engine.current);
      waiting.current.push(call);
      start();
    },
    [start],
  );
  const element = enabled && wanted ? (
    <Suspense fallback={null}>
      <Engine {...props} onReady={onReady} />
    </Suspense>
  ) : null;
  return { start, withEngine, element };
}

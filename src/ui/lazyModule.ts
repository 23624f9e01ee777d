/** A module loaded once, on demand: what has arrived is at hand synchronously. */
export interface LazyModule<M> {
  /** Starts the load (once); a failed load is forgotten, so the next call tries again. */
  load: () => Promise<M>;
  /** The module once it has arrived, else null. */
  current: () => M | null;
}

/**
 * A chunk started on a sign that it is needed (a trigger's first intent, a toolbar's first focus)
 * and read synchronously once in, so a key or a render after it needs no await.
 *
 * @example const parts = lazyModule(() => import('./lazy/MenuParts')); void parts.load(); parts.current()?.Menu
 */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let started: Promise<M> | null = null;
  return {
    load: () =>
      (started ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          started = null;
          throw error;
        },
      )),
    current: () => loaded,
  };
}

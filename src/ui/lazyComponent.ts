import { createElement, lazy, useState, type ComponentType } from 'react';
import { lazyModule } from './lazyModule';

type Module<P> = { default: ComponentType<P> };

/** A component from a chunk of its own, and how to start that chunk early. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts the chunk; a failed load is forgotten, so the next call tries again. Never rejects. */
  preload: () => Promise<unknown>;
};

/**
 * A component in a chunk of its own, started early on a sign that it is needed (a form route's
 * heavy widgets, a navbar surface on the first intent) and rendered under a Suspense boundary.
 * Once its chunk is in, a new instance renders the component itself; before, React.lazy, which
 * suspends. React.lazy alone suspends on its first render even when the chunk has arrived, and
 * a spinner then stays at least 300 ms more (React holds a revealed boundary back that long
 * after its fallback showed). Each instance keeps the type it started with, so one never
 * remounts (and loses what is typed) when the chunk arrives.
 *
 * @example const Palette = lazyComponent(() => import('./PaletteDialogs')); void Palette.preload();
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> {
  const chunk = lazyModule(load);
  const start = chunk.load;
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function Deferred(props: P) {
    const [Component] = useState(() => chunk.current()?.default ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Deferred, { preload: () => start().catch(() => undefined) });
}

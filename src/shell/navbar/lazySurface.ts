import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A navbar surface (menu, popover, dialog, panel) in a chunk of its own, and how to start that chunk early. */
export interface LazySurface<P> {
  /** Suspends until the chunk is in (render it under a Suspense boundary). */
  Surface: ComponentType<P>;
  /** Starts the chunk; a failed load is forgotten, so the next intent tries again. */
  preload: () => Promise<unknown>;
}

/**
 * What a navbar trigger opens (Spectrum's dialogs and combobox, the menus' popovers) costs the
 * signed-in shell's first render nothing: the trigger is a plain button, and its surface is a
 * chunk started on the first sign of intent (pointer over, focus, the keyboard shortcut) and
 * rendered once it is in, so a press made before it arrives opens it then.
 *
 * @example const palette = lazySurface(() => import('./lazy/PaletteDialogs'));
 */
export function lazySurface<P extends object>(load: () => Promise<Module<P>>): LazySurface<P> {
  let started: Promise<Module<P>> | null = null;
  const start = () =>
    (started ??= load().catch((error: unknown) => {
      started = null;
      throw error;
    }));
  return { Surface: lazy(start), preload: () => start().catch(() => undefined) };
}

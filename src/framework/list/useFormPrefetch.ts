import { useEffect, useMemo, type FocusEvent, type PointerEvent } from 'react';
import { preloadToolbarKeys } from '../../ui/kit/Toolbar';
import { whenIdle } from './whenIdle';

/**
 * Performance marks around a list's form prefetch. The byte budgets (support/routeBytes.ts) count
 * the scripts asked for before the first one as the route's first load, the rest as prefetched.
 */
export const FORM_PREFETCH_MARKS = { start: 'form-prefetch:start', end: 'form-prefetch:end' } as const;

/** Where a person shows they are about to open the form: New (marked) and any row (its Edit is inside). */
const INTENT = '[data-form-intent], [role=row]';

export interface FormPrefetchHandlers {
  onPointerOver: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
}

/**
 * Starts the form's chunks before the click that needs them: on a pointer over, or focus inside,
 * New or a row (delegated: one pair of handlers on the list's card, nothing on each row), and once
 * the list has rendered its rows and the page is idle. `prefetch` comes from the router, which
 * knows the form route's chunks; it runs at most once per screen, with the toolbars' focus
 * manager (the pointer on its way to New passes over the header's toolbar).
 *
 * @example const intent = useFormPrefetch(props.prefetchForm, !list.initialLoading); <section {...intent}>
 */
export function useFormPrefetch(prefetch: (() => Promise<unknown>) | undefined, listShown: boolean): FormPrefetchHandlers {
  const start = useMemo(() => {
    let started = false;
    return () => {
      if (started || !prefetch) return;
      started = true;
      performance.mark(FORM_PREFETCH_MARKS.start);
      void Promise.all([prefetch(), preloadToolbarKeys()]).finally(() => performance.mark(FORM_PREFETCH_MARKS.end));
    };
  }, [prefetch]);
  useEffect(() => (listShown && prefetch ? whenIdle(start) : undefined), [listShown, prefetch, start]);
  return useMemo(() => {
    const onIntent = (event: { target: EventTarget }) => {
      if (event.target instanceof Element && event.target.closest(INTENT)) start();
    };
    return { onPointerOver: onIntent, onFocus: onIntent };
  }, [start]);
}

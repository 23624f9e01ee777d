import { useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { lazyModule } from '../lazyModule';

/**
 * react-aria's focus manager lives in its FocusScope module (~13 KB of source with its tree
 * walker), which react-aria's `useToolbar` imports: a list's header and bulk bar are toolbars
 * from their first paint, and nothing else on a list needs that module before an overlay opens
 * (issue 31). It loads on the first pointer over or focus of a toolbar (the build keeps it in
 * the group the date pickers and forms share, which a list also prefetches once idle; loading it
 * from here when idle too counted that group in the list's first load).
 */
type FocusScopeModule = typeof import('react-aria/private/focus/FocusScope');
const focusScope = lazyModule(() => import('react-aria/private/focus/FocusScope'));

/**
 * Loads the toolbars' focus manager ahead of the first intent: a list does it with its form's
 * prefetch, once idle, since the pointer on its way to New passes over the header's toolbar,
 * and the load would otherwise run during that click.
 */
export const preloadToolbarKeys = (): Promise<unknown> => focusScope.load().catch(() => null);

/** The toolbar's items a Tab leaves from before the focus manager is in: its first or last enabled control. */
const TABBABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ToolbarProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A group of controls with one tab stop, as react-aria-components' Toolbar (the WAI-ARIA toolbar
 * pattern; the same keys as its `useToolbar`): the arrows move between its controls (mirrored in
 * RTL), Tab leaves it, and focus coming back returns to the control that had it. A toolbar inside
 * another is a group, the outer one handling the keys.
 *
 * @example
 * <Toolbar aria-label={t('list.actions.listTools', { title })}>{buttons}</Toolbar>
 */
export function Toolbar({ orientation = 'horizontal', className, style, children, ...labels }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const [isInToolbar, setInToolbar] = useState(false);
  const { direction } = useLocale();
  const reverse = direction === 'rtl' && orientation === 'horizontal';
  useLayoutEffect(() => setInToolbar(Boolean(ref.current?.parentElement?.closest('[role="toolbar"]'))));

  const move = (step: 'next' | 'previous' | 'first' | 'last') => {
    const run = (module: FocusScopeModule) => {
      const manager = module.createFocusManager(ref);
      if (step === 'next') manager.focusNext();
      else if (step === 'previous') manager.focusPrevious();
      else if (step === 'first') manager.focusFirst();
      else manager.focusLast();
    };
    const loaded = focusScope.current();
    if (loaded) run(loaded);
    else if (step === 'next' || step === 'previous') void focusScope.load().then(run);
    else {
      // A Tab must move now, before the browser's own: to the first or last control, the Tab going on from there.
      const items = [...(ref.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])];
      (step === 'first' ? items[0] : items.at(-1))?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Not the keys of what is portalled from inside (a menu's popover).
    if (!event.currentTarget.contains(event.target as Node)) return;
    const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const back = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    if (event.key === forward) move(reverse ? 'previous' : 'next');
    else if (event.key === back) move(reverse ? 'next' : 'previous');
    else if (event.key === 'Tab') {
      lastFocused.current = document.activeElement as HTMLElement | null;
      move(event.shiftKey ? 'first' : 'last');
      return;
    } else return;
    // Arrows are not for the nested groups' own handling.
    event.stopPropagation();
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !lastFocused.current) lastFocused.current = event.target as HTMLElement;
  };
  const onFocus = (event: FocusEvent) => {
    void focusScope.load();
    if (lastFocused.current && !event.currentTarget.contains(event.relatedTarget as Node | null) && ref.current?.contains(event.target as Node)) {
      lastFocused.current.focus();
      lastFocused.current = null;
    }
  };
  return (
    <div
      ref={ref}
      role={isInToolbar ? 'group' : 'toolbar'}
      aria-orientation={orientation}
      aria-label={labels['aria-label']}
      aria-labelledby={labels['aria-label'] == null ? labels['aria-labelledby'] : undefined}
      className={className}
      style={style}
      onPointerEnter={() => void focusScope.load()}
      onKeyDownCapture={isInToolbar ? undefined : onKeyDown}
      onFocusCapture={isInToolbar ? undefined : onFocus}
      onBlurCapture={isInToolbar ? undefined : onBlur}
    >
      {children}
    </div>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Button, ButtonContext } from 'react-aria-components';
import { lazyComponent } from '../../ui/lazyComponent';
import { useLazyTrigger } from '../../ui/kit/useLazyTrigger';

/** What react-aria's MenuTrigger/DialogTrigger give a surface, in the surfaces' chunk (issue 31). */
const Host = lazyComponent(() => import('../../ui/kit/lazy/OverlayHost'));

interface Props {
  /** `menu`: a menu of items (Enter, Space and ArrowDown open it); `dialog`: a popover dialog. */
  kind: 'menu' | 'dialog';
  'aria-label'?: string;
  className?: string;
  /** Starts the surface's chunk (its `lazyComponent`'s preload). */
  preload: () => Promise<unknown>;
  /** What the button shows (an icon, a badge). */
  children: ReactNode;
  /** The lazy surface: a react-aria-components Popover holding a Menu or a Dialog. */
  surface: ReactNode;
}

/**
 * A navbar button that opens a menu or a popover dialog from another chunk. The button has a
 * trigger's semantics and keys of its own (`useLazyTrigger`), so no menu or overlay code comes
 * with the navbar; the surface is rendered from the first intent on (its chunk starts then) and
 * suspends until it is in, so a press before then opens it as soon as it arrives, focus moving in.
 */
export function LazyTrigger({ kind, className, preload, children, surface, ...props }: Props) {
  const { triggerProps, host, wanted } = useLazyTrigger({ kind, preload: () => Promise.all([Host.preload(), preload()]) });
  return (
    <>
      <ButtonContext.Provider value={triggerProps}>
        <Button className={`quiet-button nav-trigger${className ? ` ${className}` : ''}`} aria-label={props['aria-label']}>
          {children}
        </Button>
      </ButtonContext.Provider>
      {wanted && (
        <Suspense fallback={null}>
          <Host {...host}>{surface}</Host>
        </Suspense>
      )}
    </>
  );
}

import { Suspense, useState, type ReactNode } from 'react';
import { Button, DialogTrigger, MenuTrigger } from 'react-aria-components';

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
 * A navbar button that opens a menu or a popover dialog from another chunk. react-aria-components'
 * trigger gives the button its `aria-haspopup`, `aria-expanded`, keyboard opening and focus
 * return; the surface is rendered from the first intent on (its chunk starts then) and suspends
 * until it is in, so a press before then opens it as soon as it arrives, focus moving into it.
 */
export function LazyTrigger({ kind, className, preload, children, surface, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  const want = () => {
    void preload();
    setWanted(true);
  };
  const Trigger = kind === 'menu' ? MenuTrigger : DialogTrigger;
  return (
    <Trigger onOpenChange={(open) => open && want()}>
      <Button className={`quiet-button nav-trigger${className ? ` ${className}` : ''}`} aria-label={props['aria-label']} onHoverStart={want} onFocus={want}>
        {children}
      </Button>
      {wanted && <Suspense fallback={null}>{surface}</Suspense>}
    </Trigger>
  );
}

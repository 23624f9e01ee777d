import { useId, useRef, useState, type RefObject } from 'react';
import type { ButtonProps, KeyboardEvent, PressEvent } from 'react-aria-components';

/** Where focus goes when a menu opens: its first or last item, or the menu itself (a pointer's press). */
export type FocusStrategy = 'first' | 'last' | null;

/** react-stately's overlay trigger state, as react-aria-components' overlays read it from context. */
export interface LazyTriggerState {
  isOpen: boolean;
  focusStrategy: FocusStrategy;
  setOpen: (open: boolean) => void;
  open: (focusStrategy?: FocusStrategy) => void;
  close: () => void;
  toggle: (focusStrategy?: FocusStrategy) => void;
  /** A context menu's point: never, these triggers open by press and keys. */
  point: null;
  setPoint: () => void;
}

/** What the lazy surface's host (`lazy/OverlayHost.tsx`) needs to stand in for MenuTrigger/DialogTrigger. */
export interface OverlayHostProps {
  kind: 'menu' | 'dialog';
  state: LazyTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  overlayId: string;
}

interface Options {
  /** `menu`: Enter, Space and ArrowDown open it on its first item, ArrowUp on its last; `dialog`: a press toggles it. */
  kind: 'menu' | 'dialog';
  /** Starts the surface's chunks (called on the first intent: pointer over, focus, press). */
  preload: () => Promise<unknown>;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}


/**
 * A trigger whose overlay lives in another chunk (issue 31): react-aria-components' MenuTrigger
 * and DialogTrigger bring the whole menu, collection and overlay code with the button, so the
 * button gets their semantics here (aria-haspopup, aria-expanded, aria-controls, the keys that
 * open it, the press that focuses it first so focus returns to it) and the surface's host takes
 * the state once its chunk is in. A press before then opens it when it arrives, focus moving in.
 * `triggerProps` go to a react-aria Button through `ButtonContext`.
 *
 * @example
 * const { triggerProps, host, wanted } = useLazyTrigger({ kind: 'menu', preload: Host.preload });
 * <ButtonContext.Provider value={triggerProps}>{button}</ButtonContext.Provider>
 * {wanted && <Suspense fallback={null}><Host {...host}>{menu}</Host></Suspense>}
 */
export function useLazyTrigger({ kind, preload, isOpen: controlled, defaultOpen = false, onOpenChange }: Options) {
  const [own, setOwn] = useState(defaultOpen);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy>(null);
  const [wanted, setWanted] = useState(defaultOpen || Boolean(controlled));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const overlayId = useId();
  const isOpen = controlled ?? own;

  const want = () => {
    if (wanted) return;
    void preload();
    setWanted(true);
  };
  const setOpen = (open: boolean) => {
    if (open) want();
    if (open === isOpen) return;
    setOwn(open);
    onOpenChange?.(open);
  };
  const state: LazyTriggerState = {
    isOpen,
    focusStrategy,
    setOpen,
    open: (strategy = null) => (setFocusStrategy(strategy), setOpen(true)),
    close: () => setOpen(false),
    toggle: (strategy = null) => (setFocusStrategy(strategy), setOpen(!isOpen)),
    point: null,
    setPoint: () => undefined,
  };

  const menuKeys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') state.toggle('first');
    else if (event.key === 'ArrowUp') state.toggle('last');
    else event.continuePropagation();
  };
  // As react-aria's useMenuTrigger: a pointer opens on press start (the button focused first, so
  // focus comes back to it), touch on release; keys open from onKeyDown, not the keyboard's press.
  const menuPress: Partial<ButtonProps> = {
    preventFocusOnPress: true,
    onPressStart: (event: PressEvent) => {
      if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
      (event.target as HTMLElement).focus({ preventScroll: true });
      state.open(event.pointerType === 'virtual' ? 'first' : null);
    },
    onPress: (event: PressEvent) => {
      if (event.pointerType !== 'touch') return;
      (event.target as HTMLElement).focus({ preventScroll: true });
      state.toggle();
    },
    onKeyDown: menuKeys,
  };
  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    'aria-haspopup': kind === 'menu' ? true : undefined,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? overlayId : undefined,
    isPressed: isOpen,
    onHoverStart: want,
    onFocus: want,
    ...(kind === 'menu' ? menuPress : { onPress: () => state.toggle() }),
  };
  const host: OverlayHostProps = { kind, state, triggerRef, triggerId, overlayId };
  return { triggerProps, host, wanted };
}

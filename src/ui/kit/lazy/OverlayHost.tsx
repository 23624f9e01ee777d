import { useRef, type ReactNode } from 'react';
import { DialogContext, MenuContext, OverlayTriggerStateContext, Popover, PopoverContext, type PopoverProps } from 'react-aria-components';
import { OverlayStateContext } from '../overlayState';
import type { OverlayHostProps } from '../useLazyTrigger';

interface Props extends OverlayHostProps {
  /** The surface's own Popover props; without them the surface brings its Popover itself. */
  popover?: PopoverProps;
  children: ReactNode;
}

/**
 * What react-aria-components' MenuTrigger and DialogTrigger give their overlay, for a trigger
 * drawn without them (`useLazyTrigger`): the open state, the popover's trigger and placement, the
 * menu's labelling and first focus, the dialog's labelling. Loaded with the surface, on intent.
 */
export default function OverlayHost({ kind, state, triggerRef, triggerId, overlayId, popover, children }: Props) {
  const scrollRef = useRef<HTMLElement>(null);
  const surface = popover ? <Popover {...popover}>{children}</Popover> : children;
  if (kind === 'dialog') {
    // The kit's own state context too: a dialog's close (`useDialogContainer`, AlertDialog) reads it.
    return (
      <OverlayStateContext.Provider value={state}>
        <OverlayTriggerStateContext.Provider value={state}>
          <DialogContext.Provider value={{ id: overlayId, 'aria-labelledby': triggerId }}>
            <PopoverContext.Provider value={{ trigger: 'DialogTrigger', triggerRef, id: overlayId, 'aria-labelledby': triggerId }}>{surface}</PopoverContext.Provider>
          </DialogContext.Provider>
        </OverlayTriggerStateContext.Provider>
      </OverlayStateContext.Provider>
    );
  }
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <MenuContext.Provider value={{ id: overlayId, 'aria-labelledby': triggerId, autoFocus: state.focusStrategy ?? true, onClose: state.close, ref: scrollRef as never }}>
        <PopoverContext.Provider value={{ trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': triggerId }}>{surface}</PopoverContext.Provider>
      </MenuContext.Provider>
    </OverlayTriggerStateContext.Provider>
  );
}

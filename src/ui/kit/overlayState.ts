import { createContext } from 'react';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';

/**
 * The open state of the dialog or menu around a surface, as the kit's containers and triggers
 * give it. It mirrors react-aria-components' `OverlayTriggerStateContext`, which the surfaces'
 * own chunks (`lazy/OverlayHost`, `lazy/DialogParts`) provide from this one: that context lives
 * in RAC's `Dialog` module, and importing it from a screen's code brought the dialog, its focus
 * containment and FocusScope with the screen (issue 31).
 */
export const OverlayStateContext = createContext<OverlayTriggerState | null>(null);

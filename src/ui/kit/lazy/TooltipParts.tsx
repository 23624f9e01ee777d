import { useContext, type ContextType, type DOMAttributes, type ReactNode, type RefObject } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { TooltipSettingsContext, type TooltipProps } from '../Tooltip';

interface HostProps {
  state: TooltipTriggerState;
  tooltipProps: DOMAttributes<HTMLElement>;
  triggerRef: RefObject<HTMLElement | null>;
  settings: ContextType<typeof TooltipSettingsContext>;
  children: ReactNode;
}

/**
 * What react-aria-components' TooltipTrigger gives its Tooltip (the open state, the tooltip's id
 * and the trigger to place it by), for the kit's trigger (`../Tooltip.tsx`), which runs the same
 * hooks itself and loads this chunk on the first intent.
 */
export function TooltipHost({ state, tooltipProps, triggerRef, settings, children }: HostProps) {
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <TooltipContext.Provider value={{ ...tooltipProps, triggerRef }}>
        <TooltipSettingsContext.Provider value={settings}>{children}</TooltipSettingsContext.Provider>
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}

/** The kit's Tooltip (see `../Tooltip.tsx`). */
export default function Tooltip({ children, variant = 'neutral', placement, className, style }: TooltipProps) {
  const settings = useContext(TooltipSettingsContext);
  return (
    <AriaTooltip
      {...settings}
      placement={placement ?? settings.placement}
      className={`kit-tooltip kit-tooltip--${variant}${className ? ` ${className}` : ''}`}
      style={style}
    >
      <OverlayArrow className="kit-tooltip__tip">
        <svg width={8} height={4} viewBox="0 0 8 4" aria-hidden>
          <path d="M0 0 L4 4 L8 0 Z" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}

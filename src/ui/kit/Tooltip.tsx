import { createContext, useContext, useMemo, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { TooltipTrigger as AriaTooltipTrigger, OverlayArrow, Tooltip as AriaTooltip, type TooltipProps as AriaTooltipProps, type TooltipTriggerComponentProps } from 'react-aria-components';
import './overlays.css';

type Placement = NonNullable<AriaTooltipProps['placement']>;

interface TooltipSettings {
  placement?: Placement;
  offset?: number;
  crossOffset?: number;
  shouldFlip?: boolean;
}
const TooltipSettingsContext = createContext<TooltipSettings>({});

export interface TooltipTriggerProps extends Omit<TooltipTriggerComponentProps, 'children'>, TooltipSettings {
  /** The focusable trigger (a react-aria Button, e.g. a kit button, or a MenuTrigger holding one) and its `Tooltip`. */
  children: [ReactElement, ReactElement];
}

/**
 * Shows its Tooltip on hover after `delay` ms (Spectrum's 1500 by default) and at once on keyboard
 * focus; Escape hides it. `placement` (top by default, `start`/`end` mirror in RTL) and `offset`
 * are Spectrum's props on the trigger.
 *
 * @example
 * <TooltipTrigger delay={600}>
 *   <Button aria-label={label}>…</Button>
 *   <Tooltip>{label}</Tooltip>
 * </TooltipTrigger>
 */
export function TooltipTrigger({ children, placement = 'top', offset = 8, crossOffset, shouldFlip, delay = 1500, ...props }: TooltipTriggerProps) {
  const settings = useMemo(() => ({ placement, offset, crossOffset, shouldFlip }), [placement, offset, crossOffset, shouldFlip]);
  return (
    <AriaTooltipTrigger delay={delay} {...props}>
      <TooltipSettingsContext.Provider value={settings}>{children}</TooltipSettingsContext.Provider>
    </AriaTooltipTrigger>
  );
}

export interface TooltipProps {
  children: ReactNode;
  /** Spectrum's neutral (default), info, positive and negative tooltips. */
  variant?: 'neutral' | 'info' | 'positive' | 'negative';
  /** Overrides the trigger's placement. */
  placement?: Placement;
  className?: string;
  style?: CSSProperties;
}

/** The tooltip of a TooltipTrigger: a short label with a tip pointing at the trigger. */
export function Tooltip({ children, variant = 'neutral', placement, className, style }: TooltipProps) {
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

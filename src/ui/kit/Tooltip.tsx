import { createContext, Suspense, useMemo, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { TooltipProps as AriaTooltipProps, TooltipTriggerComponentProps } from 'react-aria-components';
import { mergeProps } from 'react-aria/mergeProps';
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { lazyComponent } from '../lazyComponent';
import './overlays.css';

/**
 * The tooltip's surface (react-aria-components' Tooltip with its overlay positioning, ~13 KB of
 * source) is a chunk of its own, started on the first pointer over or focus of any trigger
 * (issue 31): a list's header tools and rows' ⋯ buttons are tooltip triggers from the first
 * paint, and none shows a tooltip then. The trigger's state and semantics are react-aria's own
 * hooks (what RAC's TooltipTrigger runs), here from the first render, so the trigger never
 * remounts when the surface arrives and a focus or hover that came first is not lost.
 */
const Host = lazyComponent(() => import('./lazy/TooltipParts').then((module) => ({ default: module.TooltipHost })));
const Body = lazyComponent(() => import('./lazy/TooltipParts'));
const preload = () => Promise.all([Host.preload(), Body.preload()]);

type Placement = NonNullable<AriaTooltipProps['placement']>;

interface TooltipSettings {
  placement?: Placement;
  offset?: number;
  crossOffset?: number;
  shouldFlip?: boolean;
}
/** Exported for the tooltip's own chunk (`lazy/TooltipParts.tsx`). */
export const TooltipSettingsContext = createContext<TooltipSettings>({});

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
  const [trigger, tooltip] = children;
  const settings = useMemo(() => ({ placement, offset, crossOffset, shouldFlip }), [placement, offset, crossOffset, shouldFlip]);
  const state = useTooltipTriggerState({ delay, ...props });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ delay, ...props }, state, triggerRef);
  const [wanted, setWanted] = useState(false);
  const want = () => {
    if (wanted) return;
    void preload();
    setWanted(true);
  };
  return (
    <>
      <FocusableProvider {...mergeProps(triggerProps, { onPointerEnter: want, onFocus: want })} ref={triggerRef}>
        {trigger}
      </FocusableProvider>
      {(wanted || state.isOpen) && (
        <Suspense fallback={null}>
          <Host state={state} tooltipProps={tooltipProps} triggerRef={triggerRef} settings={settings}>
            {tooltip}
          </Host>
        </Suspense>
      )}
    </>
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
export function Tooltip(props: TooltipProps) {
  return <Body {...props} />;
}

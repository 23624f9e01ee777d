import type { Ref } from 'react';
import { ToggleButton as RACToggleButton, type ToggleButtonProps as RACToggleButtonProps } from 'react-aria-components';
import { look, type ActionLook } from './ActionButton';
import './controls.css';

// Apart from ActionButton: react-aria's toggle button and its group state came with every
// screen that shows an action button (a list's rows and header), and only the rich text
// toolbar toggles (issue 31).

export interface ToggleButtonProps extends ActionLook, Omit<RACToggleButtonProps, 'className' | 'style' | 'children'> {
  /** The selected state in the accent colour rather than Spectrum's dark gray. */
  isEmphasized?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Spectrum's ToggleButton: an action button that stays pressed (aria-pressed), e.g. a rich text
 * tool's bold. Toggle by click, Enter or Space; `onChange` receives the new state.
 *
 * @example
 * <ToggleButton isQuiet aria-label={label} isSelected={active} onChange={toggleBold}><IconBold aria-hidden /></ToggleButton>
 */
export function ToggleButton({ isQuiet, staticColor, isEmphasized, className, style, children, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton {...props} {...look({ isQuiet, staticColor, className, style })} data-emphasized={isEmphasized || undefined}>
      {children}
    </RACToggleButton>
  );
}

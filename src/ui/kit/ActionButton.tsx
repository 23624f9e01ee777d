import type { CSSProperties, ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  ToggleButton as RACToggleButton,
  type ButtonProps as RACButtonProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import './controls.css';

interface ActionLook {
  /** No border or fill until hovered, for toolbars and rows of small actions. */
  isQuiet?: boolean;
  /** Drawn over a coloured or image background. */
  staticColor?: 'white' | 'black';
  /** An icon and/or a label. An icon alone needs `aria-label` (a translated name). */
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

export interface ActionButtonProps extends ActionLook, Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  ref?: Ref<HTMLButtonElement>;
}

function look({ isQuiet, staticColor, className, style }: Omit<ActionLook, 'children'>) {
  return {
    className: className ? `kit-action-button ${className}` : 'kit-action-button',
    style,
    'data-quiet': isQuiet || undefined,
    'data-static-color': staticColor,
  };
}

/**
 * Spectrum's ActionButton on react-aria-components: a 32 px square-cornered button for actions
 * beside content (move up, remove, add a row). Press by click, Enter or Space.
 *
 * @example
 * <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'fields.list.remove' })} onPress={remove}>
 *   <Icon><IconTrash /></Icon>
 * </ActionButton>
 * <ActionButton onPress={add}><Icon><IconPlus /></Icon><span>{addLabel}</span></ActionButton>
 */
export function ActionButton({ isQuiet, staticColor, className, style, children, ...props }: ActionButtonProps) {
  return (
    <RACButton {...props} {...look({ isQuiet, staticColor, className, style })}>
      {children}
    </RACButton>
  );
}

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

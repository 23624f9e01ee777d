import type { CSSProperties, ReactNode, Ref } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import './controls.css';

export interface ActionLook {
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

/** The action button's class and data attributes (also the kit's ToggleButton's). */
export function look({ isQuiet, staticColor, className, style }: Omit<ActionLook, 'children'>) {
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

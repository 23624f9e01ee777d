import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import './controls.css';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children'> {
  /** `secondary` takes the text's colour instead of the accent. */
  variant?: 'primary' | 'secondary';
  /** Underlined only when hovered or focused. */
  isQuiet?: boolean;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Spectrum's Link on react-aria-components. With `href` it is an <a> (client navigation through
 * react-aria's RouterProvider, `target`/`rel` as given); without, a focusable span with role link
 * whose `onPress` runs on click or Enter (e.g. "go to the field").
 *
 * @example
 * <Link href={targetHref(type, id)} isQuiet>{name}</Link>
 * <Link onPress={() => focusField(path)}>{label}</Link>
 */
export function Link({ variant = 'primary', isQuiet, className, style, children, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      className={className ? `kit-link ${className}` : 'kit-link'}
      style={style}
      data-variant={variant}
      data-quiet={isQuiet || undefined}
    >
      {children}
    </RACLink>
  );
}

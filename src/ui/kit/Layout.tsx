import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { dimension, layoutStyle, splitLayout, type DimensionValue, type LayoutProps } from './dimension';
import './layout.css';

export interface FlexProps extends LayoutProps, Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  direction?: 'row' | 'column' | 'row-reverse' | 'column-reverse';
  /** A Spectrum dimension (`size-100`) or a length; `rowGap`/`columnGap` set one axis. */
  gap?: DimensionValue;
  rowGap?: DimensionValue;
  columnGap?: DimensionValue;
  /** `true` wraps. */
  wrap?: boolean | 'wrap' | 'nowrap' | 'wrap-reverse';
  alignItems?: 'start' | 'end' | 'center' | 'stretch' | 'baseline';
  justifyContent?: 'start' | 'end' | 'center' | 'space-between' | 'space-around' | 'space-evenly' | 'stretch';
  alignContent?: CSSProperties['alignContent'];
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's Flex as a plain div: direction, gap, wrap and alignment, plus Spectrum's size and
 * margin props (`marginTop` is the block start, `marginStart` the inline start). Other div
 * attributes (role, id, aria-*) pass through.
 *
 * @example
 * <Flex direction="column" gap="size-200" alignItems="start" marginTop="size-300">…</Flex>
 */
export function Flex(props: FlexProps) {
  const [layout, { direction, gap, rowGap, columnGap, wrap, alignItems, justifyContent, alignContent, className, style, ...rest }] = splitLayout(props);
  const flexStyle: CSSProperties = {
    flexDirection: direction,
    gap: dimension(gap),
    rowGap: dimension(rowGap),
    columnGap: dimension(columnGap),
    flexWrap: wrap === true ? 'wrap' : wrap === false ? undefined : wrap,
    alignItems,
    justifyContent,
    alignContent,
  };
  return <div {...rest} className={className ? `kit-flex ${className}` : 'kit-flex'} style={layoutStyle(layout, { ...flexStyle, ...style })} />;
}

export interface DividerProps {
  /** S 1 px, M 2 px, L 4 px (default; Spectrum's). */
  size?: 'S' | 'M' | 'L';
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's Divider: a rule with role separator (aria-orientation when vertical). A vertical one
 * stretches to its flex row's height.
 *
 * @example
 * <Divider size="S" />
 */
export function Divider({ size = 'L', orientation = 'horizontal', className, style }: DividerProps) {
  const look = `kit-divider kit-divider--${size} kit-divider--${orientation}${className ? ` ${className}` : ''}`;
  // Plain elements, as react-aria's useSeparator draws them: its Separator component is also a
  // collection's item, and brings react-aria's collection code to every screen with a divider.
  return orientation === 'vertical' ? <div role="separator" aria-orientation="vertical" className={look} style={style} /> : <hr className={look} style={style} />;
}

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style'> {
  /** The heading's level: 3 by default, as Spectrum's Heading. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A heading of a chosen level in Spectrum's heading type (bold, the heading colour, no margin).
 * Spectrum's `Text` and `Content` have no replacement: use a `span` or `div` with a class.
 *
 * @example
 * <Heading level={2} id="security-title" className="account-section__title">{title}</Heading>
 */
export function Heading({ level = 3, children, className, ...rest }: HeadingProps) {
  const H = `h${level}` as const;
  return (
    <H {...rest} className={`kit-heading kit-heading--${level}${className ? ` ${className}` : ''}`}>
      {children}
    </H>
  );
}

import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { dimension, layoutStyle, splitLayout, type DimensionValue, type LayoutProps } from './dimension';

type BorderSize = 'none' | 'thin' | 'thick' | 'thicker';

export interface ViewProps extends LayoutProps, Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  /** Spectrum's border sizes (`thin` 1 px, `thick` 2 px, `thicker` 4 px), all sides or one. */
  borderWidth?: BorderSize;
  borderTopWidth?: BorderSize;
  borderBottomWidth?: BorderSize;
  borderStartWidth?: BorderSize;
  borderEndWidth?: BorderSize;
  /** `default` is Spectrum's field border; `negative` etc. its semantic border colours. */
  borderColor?: 'default' | 'negative' | 'notice' | 'positive' | 'informative';
  borderRadius?: 'xsmall' | 'small' | 'regular' | 'medium' | 'large';
  /** `gray-50` … `gray-900` (Spectrum's global grays), or `default` (the page background). */
  backgroundColor?: `gray-${number}` | 'default';
  padding?: DimensionValue;
  paddingX?: DimensionValue;
  paddingY?: DimensionValue;
  paddingStart?: DimensionValue;
  paddingEnd?: DimensionValue;
  paddingTop?: DimensionValue;
  paddingBottom?: DimensionValue;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

const border = (size: BorderSize | undefined) => (size === undefined ? undefined : size === 'none' ? '0' : `var(--spectrum-alias-border-size-${size})`);

/**
 * Spectrum's View for the props the admin passes: a div with Spectrum's borders, radius, grays
 * and paddings (logical, so Start/End mirror). For anything else prefer a div with a class.
 *
 * @example
 * <View borderWidth="thin" borderColor={invalid ? 'negative' : 'default'} borderRadius="regular" backgroundColor="gray-50">…</View>
 */
export function View(props: ViewProps) {
  const [layout, rest] = splitLayout(props);
  const { borderWidth, borderTopWidth, borderBottomWidth, borderStartWidth, borderEndWidth, borderColor, borderRadius, backgroundColor, ...other } = rest;
  const { padding, paddingX, paddingY, paddingStart, paddingEnd, paddingTop, paddingBottom, children, className, style, ...dom } = other;
  const bordered = [borderWidth, borderTopWidth, borderBottomWidth, borderStartWidth, borderEndWidth].some((size) => size !== undefined && size !== 'none');
  const viewStyle: CSSProperties = {
    boxSizing: 'border-box',
    borderStyle: bordered ? 'solid' : undefined,
    borderWidth: bordered ? border(borderWidth) ?? '0' : undefined,
    borderBlockStartWidth: border(borderTopWidth),
    borderBlockEndWidth: border(borderBottomWidth),
    borderInlineStartWidth: border(borderStartWidth),
    borderInlineEndWidth: border(borderEndWidth),
    borderColor: borderColor === undefined ? undefined : borderColor === 'default' ? 'var(--spectrum-alias-border-color)' : `var(--spectrum-semantic-${borderColor}-color-border)`,
    borderRadius: borderRadius && `var(--spectrum-alias-border-radius-${borderRadius})`,
    backgroundColor: backgroundColor && (backgroundColor === 'default' ? 'var(--spectrum-alias-background-color-default)' : `var(--spectrum-global-color-${backgroundColor})`),
    padding: dimension(padding),
    paddingInline: dimension(paddingX),
    paddingBlock: dimension(paddingY),
    paddingInlineStart: dimension(paddingStart),
    paddingInlineEnd: dimension(paddingEnd),
    paddingBlockStart: dimension(paddingTop),
    paddingBlockEnd: dimension(paddingBottom),
  };
  return (
    <div {...dom} className={className} style={layoutStyle(layout, { ...viewStyle, ...style })}>
      {children}
    </div>
  );
}

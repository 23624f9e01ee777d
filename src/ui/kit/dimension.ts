import type { CSSProperties } from 'react';

/**
 * A Spectrum dimension's name (`size-100`, `static-size-25`), drawn from React Spectrum's own
 * custom properties so the medium (desktop) scale applies: `size-100` is
 * `var(--spectrum-global-dimension-size-100)`. The names the admin uses today: size-25, 50, 100,
 * 150, 200, 300, 600 for gaps and margins; size-2000, 3000, 3600, 5000, 6000 for widths.
 */
export type SpectrumSize = `size-${number}` | `static-size-${number}`;

/** A length: a Spectrum dimension's name, pixels as a number, a percentage, or `auto`. */
export type DimensionValue = SpectrumSize | number | `${number}%` | `${number}px` | 'auto';

/**
 * The CSS value of a dimension: `size-100` → `var(--spectrum-global-dimension-size-100)`,
 * `12` → `12px`, anything else as given.
 *
 * @example
 * <div style={{ inlineSize: dimension('size-3000') }} />
 */
export function dimension(value: DimensionValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return `${value}px`;
  if (/^(static-)?size-\d+$/.test(value)) return `var(--spectrum-global-dimension-${value})`;
  return value;
}

/** Spectrum's style props for size and outer spacing, as the admin passes them (margins are logical). */
export interface LayoutProps {
  width?: DimensionValue;
  minWidth?: DimensionValue;
  maxWidth?: DimensionValue;
  height?: DimensionValue;
  /** Block margins: marginTop is margin-block-start, and so on; Start/End follow the text's direction. */
  marginTop?: DimensionValue;
  marginBottom?: DimensionValue;
  marginStart?: DimensionValue;
  marginEnd?: DimensionValue;
  marginX?: DimensionValue;
  marginY?: DimensionValue;
  alignSelf?: CSSProperties['alignSelf'];
  /** `true` is `flex: 1`, as Spectrum's. */
  flex?: boolean | CSSProperties['flex'];
}

/** Turns layout props into an inline style (logical properties), merged before the caller's own `style`. */
export function layoutStyle(props: LayoutProps, style?: CSSProperties): CSSProperties {
  const { width, minWidth, maxWidth, height, marginTop, marginBottom, marginStart, marginEnd, marginX, marginY, alignSelf, flex } = props;
  const out: CSSProperties = {
    inlineSize: dimension(width),
    minInlineSize: dimension(minWidth),
    maxInlineSize: dimension(maxWidth),
    blockSize: dimension(height),
    marginBlockStart: dimension(marginTop ?? marginY),
    marginBlockEnd: dimension(marginBottom ?? marginY),
    marginInlineStart: dimension(marginStart ?? marginX),
    marginInlineEnd: dimension(marginEnd ?? marginX),
    alignSelf,
    flex: flex === true ? 1 : flex === false ? undefined : flex,
  };
  for (const key of Object.keys(out) as (keyof CSSProperties)[]) if (out[key] === undefined) delete out[key];
  return { ...out, ...style };
}

/** Splits the layout props off a component's props. */
export function splitLayout<T extends LayoutProps>(props: T): [LayoutProps, Omit<T, keyof LayoutProps>] {
  const { width, minWidth, maxWidth, height, marginTop, marginBottom, marginStart, marginEnd, marginX, marginY, alignSelf, flex, ...rest } = props;
  return [{ width, minWidth, maxWidth, height, marginTop, marginBottom, marginStart, marginEnd, marginX, marginY, alignSelf, flex }, rest];
}

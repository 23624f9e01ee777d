import type { CSSProperties, ReactElement } from 'react';
import './controls.css';

export interface IconProps {
  /** One SVG (a Tabler glyph, an <svg>); it is sized to the box. */
  children: ReactElement;
  /** Spectrum's icon sizes: XXS 9 px, XS 12, S 18 (default), M 24, L 36, XL 48, XXL 72. */
  size?: 'XXS' | 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL';
  /** Names a meaningful icon (role img); without it the icon is decorative and hidden. */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A glyph in Spectrum's icon box: its size, the current colour, never shrunk in a flex row.
 * Inside the kit's buttons it takes the button's text colour.
 *
 * @example
 * <Icon size="M"><IconTrash /></Icon>
 * <Icon aria-label={intl.formatMessage({ id: 'media.kind.image' })}><IconPhoto /></Icon>
 */
export function Icon({ children, size = 'S', 'aria-label': label, className, style }: IconProps) {
  return (
    <span
      className={['kit-icon', `kit-icon--${size}`, className].filter(Boolean).join(' ')}
      style={style}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </span>
  );
}

import { useState, type CSSProperties } from 'react';
import { flagUrl, UNKNOWN_FLAG } from './flagUrl';

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code, any case; nothing is rendered without it. */
  iso?: string | null;
  /** Accessible name (alt); the code itself when omitted. */
  title?: string | null;
  /** Square art (default) or the 4:3 one. */
  squared?: boolean;
  /** Height as a CSS length; the width follows the aspect ratio. Default 1em (the text's size). */
  size?: string;
  /** Next to the country's name the flag adds nothing for a screen reader: hide it. */
  decorative?: boolean;
}

/**
 * A country flag from local SVG assets, at fixed URLs (`flagUrl`): no script per flag, and only
 * the flags a screen shows are fetched.
 *
 * @example <Flag iso={row.countryCode} title={countryName} />
 */
export function Flag({ iso, title, squared = true, size = '1em', decorative = false }: FlagProps) {
  const code = iso?.trim().toLowerCase() ?? '';
  const url = flagUrl(code, squared);
  // The URL whose request failed (a code flag-icons has no art for): that one shows the unknown flag.
  const [failed, setFailed] = useState<string | null>(null);
  if (!code) return null;
  const src = failed === url ? flagUrl(UNKNOWN_FLAG, squared) : url;
  const onError = () => setFailed(url);
  const label = title || code.toUpperCase();
  const style: CSSProperties = {
    display: 'inline-block',
    blockSize: size,
    inlineSize: squared ? size : `calc(${size} * 4 / 3)`,
    borderRadius: squared ? '0.2em' : '0.15em',
    objectFit: 'cover',
    verticalAlign: 'middle',
    flex: 'none',
  };
  if (decorative) return <img src={src} alt="" aria-hidden style={style} draggable={false} onError={onError} />;
  return <img src={src} alt={label} title={label} style={style} loading="lazy" decoding="async" draggable={false} onError={onError} />;
}

export default Flag;

import { useEffect, useState, type CSSProperties } from 'react';

type UrlLoader = () => Promise<string>;

/**
 * Every flag of the flag-icons package as a lazy URL import: the bundle holds only this map, and
 * each SVG is fetched the first time a screen shows that country (a list of 5,000 rows with a
 * handful of countries loads a handful of flags). `xx` is the package's "unknown" flag.
 */
const squareFlags = import.meta.glob<string>('/node_modules/flag-icons/flags/1x1/*.svg', { query: '?url', import: 'default' });
const wideFlags = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', { query: '?url', import: 'default' });

const loaded = new Map<string, string>();
const pending = new Map<string, Promise<string>>();

function loaderFor(code: string, squared: boolean): { key: string; load: UrlLoader | undefined } {
  const dir = squared ? '1x1' : '4x3';
  const map = squared ? squareFlags : wideFlags;
  const file = (name: string) => `/node_modules/flag-icons/flags/${dir}/${name}.svg`;
  const key = file(code);
  return map[key] ? { key, load: map[key] } : { key: file('xx'), load: map[file('xx')] };
}

function loadFlag(key: string, load: UrlLoader): Promise<string> {
  let promise = pending.get(key);
  if (!promise) {
    promise = load().then((url) => (loaded.set(key, url), url));
    pending.set(key, promise);
  }
  return promise;
}

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
 * A country flag from local SVG assets.
 *
 * @example <Flag iso={row.countryCode} title={countryName} />
 */
export function Flag({ iso, title, squared = true, size = '1em', decorative = false }: FlagProps) {
  const code = iso?.trim().toLowerCase() ?? '';
  const { key, load } = loaderFor(code, squared);
  const [fetched, setFetched] = useState<{ key: string; url: string } | null>(null);
  const url = loaded.get(key) ?? (fetched?.key === key ? fetched.url : undefined);

  useEffect(() => {
    if (!code || !load || loaded.has(key)) return;
    let live = true;
    loadFlag(key, load).then(
      (next) => live && setFetched({ key, url: next }),
      () => {}, // A missing asset leaves the placeholder; a flag is decoration next to a name.
    );
    return () => {
      live = false;
    };
  }, [code, key, load]);

  if (!code) return null;
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
  // Until the URL arrives, a same-sized box keeps the layout still and the name available.
  const placeholder = { ...style, background: 'var(--spectrum-global-color-gray-200, #eee)' };
  if (decorative) return url ? <img src={url} alt="" aria-hidden style={style} draggable={false} /> : <span aria-hidden style={placeholder} />;
  if (!url) return <span role="img" aria-label={label} title={label} style={placeholder} />;
  return <img src={url} alt={label} title={label} style={style} loading="lazy" decoding="async" draggable={false} />;
}

export default Flag;

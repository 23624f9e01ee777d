import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { ImagePlaceholder } from './ImagePlaceholder';
import { isHttpUrl } from './safeUrls';
import './thumbnail.css';

export interface ThumbnailProps {
  url: string | null | undefined;
  /** Empty (the default) in a table, where the row header already names the row. */
  alt?: string;
  size?: 'S' | 'M';
}

/**
 * A small image of a row (a media item's cover, a banner) in a fixed box, so rows keep one height
 * whatever the image's shape. Without an image, or when it fails to load, a neutral placeholder.
 */
export function Thumbnail({ url, alt = '', size = 'S' }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const usable = isHttpUrl(url) && failed !== url;
  if (!usable) return <ImagePlaceholder size={size} />;
  return (
    <span className={`thumbnail thumbnail--${size}`}>
      {/* The placeholder stays until the image has arrived, so a slow or broken one never shows a broken-image glyph. */}
      {loaded !== url && <IconPhoto size={size === 'S' ? 18 : 28} stroke={1.5} aria-hidden />}
      <img
        src={url}
        alt={alt}
        loading="lazy"
        decoding="async"
        data-loaded={loaded === url || undefined}
        onLoad={() => setLoaded(url)}
        onError={() => setFailed(url)}
      />
    </span>
  );
}

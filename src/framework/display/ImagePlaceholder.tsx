import { IconPhoto } from '@tabler/icons-react';
import './thumbnail.css';

interface Props {
  size?: 'S' | 'M';
  /** Names the missing image for assistive technology; none in a table, where the row names it. */
  label?: string;
}

/**
 * What the lists show in place of an image that is missing or does not load: a neutral box with a
 * photo mark. Forms show the same for a stored image that does not load (FilePreview).
 */
export function ImagePlaceholder({ size = 'S', label }: Props) {
  return (
    <span className={`thumbnail thumbnail--${size}`} role={label ? 'img' : undefined} aria-label={label}>
      <IconPhoto size={size === 'S' ? 18 : 28} stroke={1.5} aria-hidden />
    </span>
  );
}

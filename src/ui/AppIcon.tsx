import { Icon } from '@adobe/react-spectrum';
import type { ComponentType } from 'react';

type Glyph = ComponentType<{ size?: number; className?: string }>;

/**
 * A Tabler icon sized and coloured like a Spectrum icon (inside ActionButton, Menu items...).
 * Decorative unless a label is given.
 */
export function AppIcon({ icon: TablerGlyph, label, size = 'S' }: { icon: Glyph; label?: string; size?: 'XS' | 'S' | 'M' | 'L' }) {
  return (
    <Icon size={size} aria-label={label} aria-hidden={label ? undefined : true}>
      <TablerGlyph />
    </Icon>
  );
}

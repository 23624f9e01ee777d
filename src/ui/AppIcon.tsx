import type { ComponentType } from 'react';
import './appIcon.css';

type Glyph = ComponentType<{ size?: number; className?: string }>;

/** Spectrum's icon sizes, in pixels. */
const SIZES = { XS: 12, S: 18, M: 20, L: 24 } as const;

/**
 * A Tabler icon at a Spectrum icon size, in the current text colour (inside the kit's buttons, menu
 * items...). Decorative unless a label is given, then an image named by it.
 *
 * @example <ActionButton aria-label={t('common.actions.edit')}><AppIcon icon={IconPencil} /></ActionButton>
 */
export function AppIcon({ icon: TablerGlyph, label, size = 'S' }: { icon: Glyph; label?: string; size?: keyof typeof SIZES }) {
  return (
    <span className="app-icon" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <TablerGlyph size={SIZES[size]} />
    </span>
  );
}

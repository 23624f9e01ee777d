import type { ComponentType } from 'react';
import { Icon, type IconProps } from './kit/Icon';

type Glyph = ComponentType<{ size?: number; className?: string }>;

/**
 * A Tabler icon in the kit's icon box (Spectrum's sizes, the current text colour), for the places
 * that name a glyph by its component (menus, buttons, entity icons). Decorative unless a label is
 * given, then an image named by it.
 *
 * @example <ActionButton aria-label={t('common.actions.edit')}><AppIcon icon={IconPencil} /></ActionButton>
 */
export function AppIcon({ icon: TablerGlyph, label, size = 'S' }: { icon: Glyph; label?: string; size?: IconProps['size'] }) {
  return (
    <Icon size={size} aria-label={label}>
      <TablerGlyph />
    </Icon>
  );
}

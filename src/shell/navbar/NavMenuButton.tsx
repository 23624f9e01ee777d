import type { ReactNode } from 'react';
import { LazyTrigger } from './LazyTrigger';
import { lazyComponent } from '../../ui/lazyComponent';
import type { NavMenuProps } from './navMenu';

// One chunk for every navbar menu's popover (language, theme, user, the horizontal groups).
const NavMenu = lazyComponent(() => import('./lazy/NavMenuPopover'));

interface Props extends NavMenuProps {
  /** An icon button's name (a button with visible text is named by it). */
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/** A navbar button opening a menu whose popover loads on the first intent. */
export function NavMenuButton({ children, className, 'aria-label': label, ...menu }: Props) {
  return (
    <LazyTrigger kind="menu" aria-label={label} className={className} preload={NavMenu.preload} surface={<NavMenu {...menu} />}>
      {children}
    </LazyTrigger>
  );
}

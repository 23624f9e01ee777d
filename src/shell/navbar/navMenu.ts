import type { ComponentType } from 'react';

/** One entry of a navbar menu: a link when it has `href`, else an action or a choice. */
export interface NavMenuItem {
  key: string;
  label: string;
  href?: string;
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** A language's own name is marked up in that language and direction. */
  lang?: string;
  dir?: 'rtl' | 'ltr';
  /** Drawn fainter (a horizontal menu's "New …" entries). */
  secondary?: boolean;
}

/** A group of entries, under a visible title or, without one, only an accessible name. */
export interface NavMenuSection {
  key: string;
  title?: string;
  label?: string;
  items: NavMenuItem[];
}

/** What a navbar menu's lazy popover takes. */
export interface NavMenuProps {
  sections: NavMenuSection[];
  /** A single choice (language, theme): its entries are radio items, this one checked. */
  selectedKey?: string;
  onAction?: (key: string) => void;
  /** `end`: the menu's end edge lines up with the button's (the user menu, at the navbar's end). */
  align?: 'start' | 'end';
}

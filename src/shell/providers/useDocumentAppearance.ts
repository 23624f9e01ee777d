import { useEffect } from 'react';
import { PRIMARY_COLORS, type PrimaryColorName } from '../../core/config/colors';
import type { SkinName } from '../../core/settings/types';

interface Appearance {
  lang: string;
  dir: 'rtl' | 'ltr';
  colorScheme: 'light' | 'dark';
  skin: SkinName;
  primaryColor: PrimaryColorName;
}

/**
 * Mirrors the appearance onto <html> and <body>: `lang` and `dir` for the whole document (not
 * only Spectrum's own element), the skin's body class, the colour scheme for the shell's CSS
 * and the primary colour as `--app-primary`.
 */
export function useDocumentAppearance({ lang, dir, colorScheme, skin, primaryColor }: Appearance): void {
  useEffect(() => {
    const html = document.documentElement;
    html.lang = lang;
    html.dir = dir;
  }, [lang, dir]);

  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = colorScheme;
    html.style.colorScheme = colorScheme;
  }, [colorScheme]);

  useEffect(() => {
    const className = `skin--${skin}`;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [skin]);

  useEffect(() => {
    document.documentElement.style.setProperty('--app-primary', PRIMARY_COLORS[primaryColor]);
  }, [primaryColor]);
}

import type { ComponentType } from 'react';
import { getSettings } from '../../core/settings';
import { startSpectrumStrings } from '../../i18n/spectrum/install';

/**
 * A blank page that uses React Spectrum (the error and coming-soon pages) loads Spectrum's
 * provider (and Spectrum's own strings in the language) with its own chunk: the blank layout
 * has none, so the sign-in page, its neighbour, carries no Spectrum.
 */
export function withSpectrum(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [Page, { AppSpectrumProvider }] = await Promise.all([
      load(),
      import('../../shell/providers/AppSpectrumProvider'),
      startSpectrumStrings(getSettings().language),
    ]);
    return function SpectrumPage() {
      return <AppSpectrumProvider><Page /></AppSpectrumProvider>;
    };
  };
}

import type { ComponentType } from 'react';

/**
 * A blank page that uses React Spectrum (the error and coming-soon pages) loads Spectrum's
 * provider (and Spectrum's own strings in the language) with its own chunk: the blank layout
 * has none, so the sign-in page, its neighbour, carries no Spectrum.
 */
export function withSpectrum(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    // Only dynamic imports here: the route list is read outside the browser too (the a11y journey).
    const [Page, AppSpectrumProvider] = await Promise.all([load(), import('../../shell/providers/AppSpectrumProvider').then((m) => m.readySpectrum())]);
    return function SpectrumPage() {
      return <AppSpectrumProvider><Page /></AppSpectrumProvider>;
    };
  };
}

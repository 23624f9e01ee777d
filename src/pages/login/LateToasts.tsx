import { lazy, Suspense } from 'react';
import { useToastRaised } from '../../ui/toastFormat';

const AppSpectrumToasts = lazy(async () => {
  const { readySpectrum, AppSpectrumToasts: Toasts } = await import('../../shell/providers/AppSpectrumProvider');
  await readySpectrum();
  return { default: Toasts };
});

/**
 * The toast region for the sign-in page, which has no Spectrum: loaded only once a toast is
 * raised (a request of the signed-out session failing after it, say), by code that brought
 * Spectrum's toast with it anyway.
 */
export function LateToasts() {
  return useToastRaised() ? <Suspense fallback={null}><AppSpectrumToasts /></Suspense> : null;
}

import { lazy, Suspense } from 'react';
import { useToastRaised } from '../../ui/toastFormat';

const AppSpectrumToasts = lazy(() => import('../../shell/providers/AppSpectrumProvider').then((m) => ({ default: m.AppSpectrumToasts })));

/**
 * The toast region for the sign-in page, which has no Spectrum: loaded only once a toast is
 * raised (a request of the signed-out session failing after it, say), by code that brought
 * Spectrum's toast with it anyway.
 */
export function LateToasts() {
  return useToastRaised() ? <Suspense fallback={null}><AppSpectrumToasts /></Suspense> : null;
}

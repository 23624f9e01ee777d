import { lazy, Suspense } from 'react';
import { useConfirmAsked } from '../../framework/overlays/confirmRequests';

const ConfirmHost = lazy(async () => ({ default: (await import('../../framework/overlays/ConfirmHost')).ConfirmHost }));

/** The shell's confirmation dialog (`askToConfirm`), loaded with the first question asked. */
export function ShellConfirm() {
  return useConfirmAsked() ? <Suspense fallback={null}><ConfirmHost /></Suspense> : null;
}

import { lazy, Suspense } from 'react';
import { useToastRaised } from '../../ui/toastFormat';

const LocalToastRegion = lazy(async () => {
  const [{ ToastRegion }, { KitLocale }] = await Promise.all([import('../../ui/kit/Toast'), import('../../ui/kit/KitLocale')]);
  return { default: () => <KitLocale><ToastRegion /></KitLocale> };
});

/**
 * The document's one toast region, loaded once the first toast is raised: raising one queues it
 * (`src/ui/toast.ts`), so a page that never shows a toast (the sign-in page, most visits to a
 * list) carries no toast code, and the queued toast shows as soon as the region arrives.
 */
export function AppToasts() {
  return useToastRaised() ? <Suspense fallback={null}><LocalToastRegion /></Suspense> : null;
}

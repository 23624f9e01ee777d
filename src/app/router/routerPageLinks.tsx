import { useMemo } from 'react';
import { Link, RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { PageLinksProvider, type PageLinks } from '../../ui/pageLinks';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** The app's links inside `router`: React Router's own (src/ui/pageLinks.tsx). */
export function routerPageLinks(router: DataRouter): PageLinks {
  return {
    go: (to, options) => void router.navigate(to, { replace: options?.replace }),
    search: () => router.state.location.search,
    Link,
  };
}

/** The router's screens, with its links for the pages that use them (the sign-in page, the brand). */
export function RoutedScreens({ router }: { router: DataRouter }) {
  const links = useMemo(() => routerPageLinks(router), [router]);
  return (
    <PageLinksProvider value={links}>
      {/* Without transitions: a navigation stays synchronous, so the list's table repaints at once. */}
      <RouterProvider router={router} useTransitions={false} />
    </PageLinksProvider>
  );
}

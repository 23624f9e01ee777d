import type { ComponentType } from 'react';
import { RouteDefsProvider } from '../../core/routing/routeDefs';
import { getSettings } from '../../core/settings';
import { ReferenceSourcesProvider } from '../../framework/entity/references';
import { startAriaStrings } from '../../i18n/aria/install';
import { loadCatalog } from '../../i18n/loadMessages';

/**
 * The default layout's lazy step: React Aria's strings in the language, the shell (with Apollo),
 * the entities' row titles, which bring every list document with them, and the viewer's ability
 * (CASL) load together once a signed-in screen opens, with the rest of the catalog, so
 * the sign-in page and the public pages carry none of them.
 */
export async function loadSignedInLayout(): Promise<ComponentType> {
  const [{ DefaultLayout }, , { rowTitles }, { AbilityProvider }, { appAbility }, { appRouteDefs }] = await Promise.all([
    import('../../shell/layouts/DefaultLayout'),
    startAriaStrings(getSettings().language),
    import('../../entities/rowTitles'),
    import('@casl/react'),
    import('../../core/session/ability'),
    // Every screen, for the shell's search (on any URL but `/` the router has loaded it already: createAppRouter.ts).
    import('./appRoutes'),
    // The shell's 500 page, so a failing screen shows it without a request (the network may be down).
    import('../../pages/misc/ServerErrorView'),
    // The whole catalog (a signed-out visit loaded only the public pages' areas).
    loadCatalog(getSettings().language),
  ]);
  return function SignedInLayout() {
    return (
      <AbilityProvider value={appAbility}>
        <ReferenceSourcesProvider value={rowTitles}>
          <RouteDefsProvider value={appRouteDefs}><DefaultLayout /></RouteDefsProvider>
        </ReferenceSourcesProvider>
      </AbilityProvider>
    );
  };
}

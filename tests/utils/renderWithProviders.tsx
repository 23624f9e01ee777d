import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { AbilityProvider } from '@casl/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { RoutedScreens } from '../../src/app/router/routerPageLinks';
import { createAppAbility, type AppAbility, type AppRule } from '../../src/ability/ability';
import { rowTitles } from '../../src/entities/rowTitles';
import { ReferenceSourcesProvider } from '../../src/framework/entity/references';
import { defineRulesFor } from '../../src/ability/rules';
import type { LanguageCode } from '../../src/core/settings/types';
import { LANGUAGES } from '../../src/i18n/locales';
import { loadMessages } from '../../src/i18n/loadMessages';

export interface RenderOptions {
  /** Initial URL of the memory router; '/' by default. */
  route?: string;
  /** Routes to mount; by default `ui` is rendered for every path. */
  routes?: RouteObject[];
  /** Ability rules, or a staff role whose rules `defineRulesFor` gives; ADMIN by default. */
  rules?: AppRule[] | string;
  language?: LanguageCode;
  /** A real client (e.g. against the in-process mock schema)... */
  apolloClient?: ApolloClient;
  /** ...or canned responses for MockedProvider. */
  mocks?: MockLink.MockedResponse[];
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  ability: AppAbility;
}

/**
 * Renders like the app does: react-intl with the real catalogs, the kit (React Aria) in the language's
 * locale and direction, the CASL ability, Apollo, and a memory data router.
 *
 * @example
 * const { router } = await renderWithProviders(<MediaManage />, { route: '/media/manage', rules: 'EDITOR' });
 * await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
 */
export async function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}): Promise<RenderWithProvidersResult> {
  const { route = '/', routes, rules = 'ADMIN', language = 'en', apolloClient, mocks = [] } = options;
  const messages = await loadMessages(language);
  const ability = createAppAbility(typeof rules === 'string' ? defineRulesFor(rules) : rules);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const config = LANGUAGES[language];
  // The app sets the document's language and direction (AppAppearanceEffects); the kit reads its
  // locale from I18nProvider, and what lays out in the page follows the document.
  document.documentElement.lang = language;
  document.documentElement.dir = config.isRTL ? 'rtl' : 'ltr';
  const apollo = (children: ReactNode) =>
    apolloClient ? <ApolloProvider client={apolloClient}>{children}</ApolloProvider> : <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  const result = render(
    <AbilityProvider value={ability}>
      <IntlProvider locale={config.locale} defaultLocale="en-US" messages={messages}>
        <I18nProvider locale={config.locale}>
          <ReferenceSourcesProvider value={rowTitles}>{apollo(<RoutedScreens router={router} />)}</ReferenceSourcesProvider>
        </I18nProvider>
      </IntlProvider>
    </AbilityProvider>,
  );
  return { ...result, router, ability };
}

import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { LANGUAGES, type LanguageCode } from '../../i18n/locales';
import { PageLinksProvider, type PageLinks } from '../../ui/pageLinks';
import { LoginPage } from './LoginPage';

/** Plain anchors: the static page follows its links by loading their address. */
const staticLinks: PageLinks = {
  go: () => {},
  search: () => '',
  Link: ({ to, ...rest }) => <a href={to} {...rest} />,
};

/**
 * The sign-in page as static HTML in one language, rendered from the same components React
 * shows (LoginPage) with the catalog's messages: index.html carries it so the form is usable
 * before any script (scripts/vite/signInPrerender.ts). Ids get their own prefix so they never
 * meet React's while both are in the document for the one commit that swaps them.
 *
 * @example renderSignIn('en', { 'auth.login.submit': 'Sign in', ... })
 */
export function renderSignIn(language: LanguageCode, messages: Record<string, string>): string {
  return renderToStaticMarkup(
    <IntlProvider locale={LANGUAGES[language].locale} defaultLocale="en-US" messages={messages}>
      <PageLinksProvider value={staticLinks}>
        <LoginPage />
      </PageLinksProvider>
    </IntlProvider>,
    { identifierPrefix: `signin-${language}-` },
  );
}

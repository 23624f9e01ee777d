import type { ApolloClient } from '@apollo/client';
import { createTestApollo } from '../../utils/mockApollo';
import './desktopScreen';
import { createIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { preloadWidgets } from '../../../src/framework/fields/lazyWidgets';
import { EntityFormRoute } from '../../../src/framework/screens/EntityFormRoute';
import type { LanguageCode } from '../../../src/core/settings/types';
import { LANGUAGES } from '../../../src/i18n/locales';
import { loadMessages } from '../../../src/i18n/loadMessages';
import { renderWithProviders } from '../../utils/renderWithProviders';

// The heavy widgets' chunks are loaded before any form renders. A form shows whole once they
// are there (FormScreen), and the app starts them beside the record; a test does not time a download.
await preloadWidgets([{ kind: 'richText' }, { kind: 'country' }, { kind: 'upload' }]);

interface Options {
  client: ApolloClient;
  role?: string;
  language?: LanguageCode;
  /** Path the form opens at: `/<segment>/new` or `/<segment>/edit/<id>`. */
  route: string;
}

function ListStandIn() {
  const location = useLocation();
  return <p>list at {`${location.pathname}${location.search}`}</p>;
}

/** The generic form on its real routes, with a stand-in manage screen to land on. */
export function renderForm(declaration: EntityDeclaration, segment: string, { client, role = 'ADMIN', language = 'en', route }: Options) {
  const routes = [
    { path: `/${segment}/new`, element: <EntityFormRoute declaration={declaration} segment={segment} mode="new" /> },
    { path: `/${segment}/edit/:id`, element: <EntityFormRoute declaration={declaration} segment={segment} mode="edit" /> },
    { path: `/${segment}/manage`, element: <ListStandIn /> },
    { path: '*', element: <p>elsewhere</p> },
  ];
  return renderWithProviders(null, { routes, route, rules: role, language, apolloClient: client });
}

/** A message as the catalog formats it (the test reads what the user reads, not an id). */
export async function messagesFor(language: LanguageCode = 'en') {
  const intl = createIntl({ locale: LANGUAGES[language].locale, messages: await loadMessages(language) });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** A control's accessible name starts with its label (a required mark may follow). */
export const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const shared = new Map<string, ReturnType<typeof createTestApollo>>();

/**
 * One in-process server per role for the tests of a file that never save: seeding its thousands
 * of rows takes a second or more, and nothing these tests do changes them.
 */
export function sharedTestApollo(role = 'ADMIN') {
  let apollo = shared.get(role);
  if (!apollo) shared.set(role, (apollo = createTestApollo(role)));
  return apollo;
}

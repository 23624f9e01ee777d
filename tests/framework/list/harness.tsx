import type { ApolloClient } from '@apollo/client';
import { ConfirmHost } from '../../../src/framework/overlays/ConfirmHost';
import { screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { vi } from 'vitest';
import { useToastFormatter } from '../../../src/shell/providers/useToastFormatter';
import type { LanguageCode } from '../../../src/core/settings/types';
import { EntityRouteProvider } from '../../../src/framework/entity/entityRoute';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { ManageScreen, type ManageScreenProps } from '../../../src/framework/list/ManageScreen';
import { loadMessages } from '../../../src/i18n/loadMessages';
import { createTestApollo } from '../../utils/mockApollo';
import { ToastRegion } from '../../../src/ui/kit/Toast';
import { renderWithProviders } from '../../utils/renderWithProviders';

/**
 * jsdom lays nothing out, so the table's row window would see a 0×0 viewport and the column
 * fitting a 0-wide list: give every element a size.
 */
export function fakeLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 1200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 1200);
}

/** Messages as the catalog has them, so tests read what the user reads. */
export async function messagesFor(language: LanguageCode = 'en') {
  const intl = createIntl({ locale: language === 'fa' ? 'fa-IR' : 'en-US', messages: await loadMessages(language) });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** The list's table: the grid with column headers (the active filters' chips are a grid too). */
export function listGrid(): HTMLElement {
  const grids = screen.getAllByRole('grid').filter((grid) => within(grid).queryAllByRole('columnheader').length > 0);
  if (grids.length !== 1) throw new Error(`expected one table, found ${grids.length}`);
  return grids[0];
}

/** The body rows of the table (without the header row). */
export function bodyRows(): HTMLElement[] {
  return within(listGrid()).getAllByRole('row').slice(1);
}

function Toasts() {
  useToastFormatter();
  return <ToastRegion />;
}

export interface RenderManageOptions {
  route: string;
  role?: string;
  language?: LanguageCode;
  client?: ApolloClient;
  props?: Partial<ManageScreenProps>;
}

/** The manage screen of `declaration` at `/<segment>/manage`, with toasts and stub form routes. */
export async function renderManage(declaration: EntityDeclaration, segment: string, options: RenderManageOptions) {
  const { role = 'ADMIN', language = 'en', props } = options;
  const apollo = options.client ? { client: options.client, db: undefined } : createTestApollo(role);
  const screen = (
    <>
      <Toasts />
      <ConfirmHost />
      <EntityRouteProvider subject={declaration.subject} segment={segment}>
        <ManageScreen declaration={declaration} {...props} />
      </EntityRouteProvider>
    </>
  );
  const result = await renderWithProviders(null, {
    route: options.route,
    rules: role,
    language,
    apolloClient: apollo.client,
    routes: [
      { path: `/${segment}/manage`, element: screen },
      { path: `/${segment}/edit/:id`, element: <p>edit form</p> },
      { path: `/${segment}/new`, element: <p>new form</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
  return { ...result, db: apollo.db };
}

/** The current URL's search params of the memory router. */
export const searchOf = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

/**
 * A test client with `count` languages nothing references, found together by searching
 * "Zulutest": titled "Zulutest 1", … or, `padded`, "Zulutest 001", … (sorting by title keeps
 * their order), with their native names "Zulutest N" or, padded, "Native N".
 */
export function withSpareLanguages(count: number, { role = 'ADMIN', padded = false }: { role?: string; padded?: boolean } = {}) {
  const apollo = createTestApollo(role);
  const rows = Array.from({ length: count }, (_, index) =>
    apollo.db.insert('Language', {
      code: `z${index}`,
      title: `Zulutest ${padded ? String(index + 1).padStart(3, '0') : index + 1}`,
      nativeTitle: padded ? `Native ${index + 1}` : `Zulutest ${index + 1}`,
      countryCode: null, isRTL: false, isActive: true, sortOrder: 99,
    }),
  );
  return { ...apollo, rows };
}

/** The spare languages still in the db. */
export const spareLeft = (db: ReturnType<typeof createTestApollo>['db']) => db.all('Language').filter((row) => String(row.title).startsWith('Zulutest'));

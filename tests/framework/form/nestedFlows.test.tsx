import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import media from '../../../src/entities/media';
import products from '../../../src/entities/product';
import seasons from '../../../src/entities/season';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { EntityFormRoute } from '../../../src/framework/screens/EntityFormRoute';
import { returnPath, returnToState } from '../../../src/framework/form/returnTo';
import { Breadcrumb } from '../../../src/shell/breadcrumb/Breadcrumb';
import { PageHeaderProvider } from '../../../src/ui/PageHeaderContext';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { bodyRows, fakeLayout, renderManage } from '../list/harness';
import { ReferenceField } from '../../../src/framework/fields/ReferenceField';
import { inForm } from './inForm';
import { sharedTestApollo } from './renderForm';

type Row = { id: string } & Record<string, unknown>;
const ref = (row: Row, key: string) => row[key] as Row | null;
const declaration = (value: unknown) => value as EntityDeclaration;

/** An entity's new and edit forms under the shell's breadcrumb, with a stand-in for everything else. */
function renderWithTrail(entity: EntityDeclaration, segment: string, route: string, client = sharedTestApollo('EDITOR').client, role = 'EDITOR') {
  const page = (element: ReactElement) => (
    <PageHeaderProvider>
      <Breadcrumb />
      {element}
    </PageHeaderProvider>
  );
  return renderWithProviders(null, {
    route,
    rules: role,
    apolloClient: client,
    routes: [
      { path: `/${segment}/new`, element: page(<EntityFormRoute declaration={entity} segment={segment} mode="new" />) },
      { path: `/${segment}/edit/:id`, element: page(<EntityFormRoute declaration={entity} segment={segment} mode="edit" />) },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

/** The breadcrumb's items as read: link texts with their targets, the current page last. */
async function trail() {
  const nav = await screen.findByRole('navigation', { name: /breadcrumb/i });
  return within(nav).getAllByRole('listitem').map((item) => {
    const link = within(item).queryByRole('link');
    return link ? `${item.textContent} → ${link.getAttribute('href')}` : item.textContent;
  });
}

describe('where a form returns to (returnTo)', () => {
  it('returns to the screen that opened it, else to the list it came from', () => {
    expect(returnPath('media', { state: returnToState('/seasons/edit/91') })).toBe('/seasons/edit/91');
    expect(returnPath('media', { state: { listSearch: '?page=2' } })).toBe('/media/manage?page=2');
    expect(returnPath('media', { state: null })).toBe('/media/manage');
    // Only a path in the app: never another site.
    expect(returnPath('media', { state: { returnTo: '//elsewhere.example/x' } })).toBe('/media/manage');
    expect(returnPath('media', { state: { returnTo: 'https://elsewhere.example/' } })).toBe('/media/manage');
  });
});

describe('nested records keep their context (within)', () => {
  const { db } = sharedTestApollo('EDITOR');
  const episode = db.all('Media').find((row) => ref(row, 'season') && ref(row, 'serial'))!;
  const season = ref(episode, 'season')!;
  const serial = ref(episode, 'serial')!;

  it('names the serial on a season, each linked', async () => {
    await renderWithTrail(declaration(seasons), 'seasons', `/seasons/edit/${season.id}`);
    await waitFor(async () =>
      expect(await trail()).toEqual([
        'Dashboard → /',
        'Serials → /serials/manage',
        `${String(serial.title)} → /serials/edit/${serial.id}`,
        String(season.title),
      ]),
    );
  });

  it('names the serial and the season on an episode, and on a new one the season opened', async () => {
    const { unmount } = await renderWithTrail(declaration(media), 'media', `/media/edit/${episode.id}`);
    const expected = ['Dashboard → /', 'Serials → /serials/manage', `${String(serial.title)} → /serials/edit/${serial.id}`, `${String(season.title)} → /seasons/edit/${season.id}`];
    await waitFor(async () => expect(await trail()).toEqual([...expected, String(episode.title)]));
    unmount();

    // Only the ids are in the URL: their names are looked up.
    await renderWithTrail(declaration(media), 'media', `/media/new?serialId=${serial.id}&seasonId=${season.id}`, createTestApollo('EDITOR').client);
    await waitFor(async () => expect(await trail()).toEqual([...expected, 'New media item']), { timeout: 5000 });
  });

  it('keeps the list breadcrumb for media outside any serial', async () => {
    const single = db.all('Media').find((row) => !ref(row, 'serial'))!;
    await renderWithTrail(declaration(media), 'media', `/media/edit/${single.id}`);
    await waitFor(async () => expect(await trail()).toEqual(['Dashboard → /', 'Media → /media/manage', String(single.title)]));
  });

  it('saves an episode opened from its season back to the season', async () => {
    const apollo = createTestApollo('EDITOR');
    const draft = apollo.db.all('Media').find((row) => ref(row, 'season') && row.status === 'DRAFT')!;
    const { router } = await renderWithTrail(declaration(media), 'media', '/', apollo.client);
    const back = `/seasons/edit/${ref(draft, 'season')!.id}`;
    await act(() => router.navigate(`/media/edit/${draft.id}`, { state: returnToState(back) }));
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, ' (rev)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(back));
    expect(String(apollo.db.get('Media', draft.id)!.title)).toMatch(/\(rev\)$/);
  }, 60_000);
});

describe('a new form that needs its parent (requiresQuery)', () => {
  it('asks for the serial on the season form and continues to the form with it', async () => {
    const { db, client } = sharedTestApollo('EDITOR');
    const serial = db.all('Serial').find((row) => /^[A-Za-z]{4}/.test(String(row.title)))!;
    const { router } = await renderWithTrail(declaration(seasons), 'seasons', '/seasons/new', client);
    await screen.findByRole('heading', { name: 'Please use navigation to saving' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Serial' });
    await user.click(picker);
    await user.paste(String(serial.title));
    await user.click(await screen.findByRole('option', { name: String(serial.title) }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/seasons/new?serialId=${serial.id}`));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Serial/ })).toHaveValue(String(serial.title)));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  }, 30_000);
});

describe('after creating (afterCreate)', () => {
  it('lands a new product on its edit screen, where its attributes are linked', async () => {
    const apollo = createTestApollo('FINANCE');
    const { router } = await renderWithTrail(declaration(products), 'products', '/products/new', apollo.client, 'FINANCE');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Flows phrasebook');
    await user.type(screen.getByRole('textbox', { name: /^SKU/ }), 'FLOWS-001');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const created = await waitFor(() => {
      const row = apollo.db.all('Product').find((candidate) => candidate.sku === 'FLOWS-001');
      expect(row).toBeDefined();
      return row!;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/edit/${created.id}`));
    const attributes = await screen.findByRole('region', { name: 'Attributes' });
    expect(within(attributes).getByRole('link', { name: 'Add or edit attributes' })).toHaveAttribute('href', `/products/${created.id}/attributes/manage`);
  }, 60_000);
});

describe('the media list of one season (`?seasonId=`)', () => {
  it('lists only its episodes and shows the season, by name, as a filter that can be cleared', async () => {
    fakeLayout();
    const { db, client } = sharedTestApollo('EDITOR');
    const season = db.all('Season').find((row) => db.all('Media').filter((item) => ref(item, 'season')?.id === row.id).length >= 2)!;
    const episodes = db.all('Media').filter((item) => ref(item, 'season')?.id === season.id);
    const { router } = await renderManage(declaration(media), 'media', { route: `/media/manage?seasonId=${season.id}&pageSize=50`, client, role: 'EDITOR' });
    await waitFor(() => expect(bodyRows()).toHaveLength(episodes.length));
    // The season filter is under "More filters": its chip names the season.
    await screen.findByRole('row', { name: `Season: ${String(season.title)}` });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('seasonId')).toBeNull());
  }, 30_000);
});

describe('no raw id where a person reads', () => {
  it('a reference whose row cannot be read shows nothing rather than its id', async () => {
    const { client } = sharedTestApollo('EDITOR');
    await renderWithProviders(inForm({ serialId: '987654' }, <ReferenceField name="serialId" label="Serial" entity="Serial" isReadOnly={false} />), { apolloClient: client, rules: 'EDITOR' });
    const picker = screen.getByRole('combobox', { name: 'Serial' });
    // The get query has answered: there is no such serial.
    const root = () => (client.cache.extract() as { ROOT_QUERY?: Record<string, unknown> }).ROOT_QUERY ?? {};
    await waitFor(() => expect(root()).toHaveProperty(['serial({"id":"987654"})'], null));
    expect(picker).toHaveValue('');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import challenges from '../../../../src/entities/challenge';
import mediaDeclaration from '../../../../src/entities/media';
import users from '../../../../src/entities/user';
import { EntityRouteProvider } from '../../../../src/framework/entity/entityRoute';
import { preloadWidgets } from '../../../../src/framework/fields/lazyWidgets';
import { ManageScreen } from '../../../../src/framework/list/ManageScreen';
import { EntityFormRoute } from '../../../../src/framework/screens/EntityFormRoute';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import { createTestApollo } from '../../../utils/mockApollo';
import { bodyRows, fakeLayout, renderManage } from '../harness';

beforeEach(() => {
  fakeLayout();
  // Wide enough for the users' plan and country columns.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 2400);
});
// A form shows once its heavy widgets' chunks are in; a test does not time a download.
await preloadWidgets([{ kind: 'richText' }, { kind: 'upload' }]);

const asDeclaration = (declaration: unknown) => declaration as EntityDeclaration;
/** The body cell of `row` under the column header named `name`. */
function cellOf(row: HTMLElement, name: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.trim().startsWith(name));
  if (index < 0) throw new Error(headers.map((header) => header.textContent).join('|'));
  return row.querySelector<HTMLElement>(`[aria-colindex="${index + 1}"]`)!;
}

async function userList() {
  const apollo = createTestApollo('ADMIN');
  const template = apollo.db.all('User').find((row) => row.role === 'LEARNER')!;
  const plan = (title: string) => apollo.db.all('Plan').find((row) => row.title === title)!;
  apollo.db.insert('User', { ...template, id: undefined, fullName: 'Celltest learner', email: 'celltest.learner@example.com', plan: plan('Annual Premium'), countryCode: 'FR' });
  const learner = () => apollo.db.all('User').find((row) => row.email === 'celltest.learner@example.com')!;
  await renderManage(asDeclaration(users), 'users', { route: '/users/manage?q=Celltest', client: apollo.client });
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  return { apollo, plan, learner };
}

// An open list of options hides the rest of the page from assistive technology (react-aria's
// combobox), so the row and its cells are found before an editor opens.
describe('a reference cell', () => {
  it('typing part of a name searches the rows the form offers; Enter takes the one found and saves its id', async () => {
    const { plan, learner } = await userList();
    const user = userEvent.setup();
    const row = bodyRows()[0];
    cellOf(row, 'Plan').focus();
    await user.keyboard('Monthly');
    const combobox = await within(row).findByRole('combobox', { name: 'Plan' });
    expect(combobox).toHaveValue('Monthly');
    await screen.findByRole('option', { name: 'Monthly Premium' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect((learner().plan as { id: string } | null)?.id).toBe(plan('Monthly Premium').id));
    await waitFor(() => expect(within(row).queryByRole('combobox')).toBeNull());
    await waitFor(() => expect(row).toHaveTextContent('Monthly Premium'));

    // Ctrl+Z puts the plan before back on the server (the row carries it as `plan`, not `planId`).
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect((learner().plan as { id: string } | null)?.id).toBe(plan('Annual Premium').id));
  });

  it('opens on the label the cell shows; Escape sends nothing; a name nothing has keeps the editor with why', async () => {
    const { plan, learner } = await userList();
    const user = userEvent.setup();
    const row = bodyRows()[0];
    const cell = cellOf(row, 'Plan');
    cell.focus();
    await user.keyboard('{Enter}');
    const combobox = await within(row).findByRole('combobox', { name: 'Plan' });
    expect(combobox).toHaveValue('Annual Premium');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(row).queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(cell);

    await user.keyboard('zzqq');
    const again = await within(row).findByRole('combobox', { name: 'Plan' });
    await waitFor(() => expect(again).toHaveValue('zzqq'));
    await screen.findByText('No results');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(again).toHaveAttribute('aria-invalid', 'true'));
    expect(row).toHaveTextContent('Nothing by this name was found.');
    expect((learner().plan as { id: string } | null)?.id).toBe(plan('Annual Premium').id);
  });
});

describe('a country cell', () => {
  it('a typed name offers that country; Enter takes it and saves the code', async () => {
    const { learner } = await userList();
    const user = userEvent.setup();
    const row = bodyRows()[0];
    cellOf(row, 'Country').focus();
    await user.keyboard('Germany');
    await within(row).findByRole('combobox', { name: 'Country' });
    await screen.findByRole('option', { name: /Germany/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(learner().countryCode).toBe('DE'));
  });
});

async function challengeList(language: 'en' | 'fa' = 'en') {
  const apollo = createTestApollo('ADMIN');
  const template = apollo.db.all('Challenge')[0];
  apollo.db.insert('Challenge', { ...template, id: undefined, title: 'Celltest challenge', startsAt: '2026-12-01T08:00:00.000Z', endsAt: '2027-01-30T08:00:00.000Z', status: 'DRAFT' });
  const challenge = () => apollo.db.all('Challenge').find((row) => row.title === 'Celltest challenge')!;
  await renderManage(asDeclaration(challenges), 'challenges', { route: '/challenges/manage?q=Celltest', client: apollo.client, language });
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  return { apollo, challenge };
}

describe('a date cell', () => {
  it('Enter opens the date picker on the value; the arrows change a segment, Enter saves, Escape sends nothing', async () => {
    const { challenge } = await challengeList();
    const user = userEvent.setup();
    cellOf(bodyRows()[0], 'Starts').focus();
    await user.keyboard('{Enter}');
    const segments = await within(bodyRows()[0]).findAllByRole('spinbutton');
    // en-US: month first, and it has the focus.
    expect(segments[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(bodyRows()[0]).queryAllByRole('spinbutton')).toHaveLength(0));
    expect(challenge().startsAt).toBe('2026-12-01T08:00:00.000Z');

    await user.keyboard('{F2}');
    await within(bodyRows()[0]).findAllByRole('spinbutton');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(challenge().startsAt).toBe('2026-11-01T08:00:00.000Z'));
  });

  it('a typed digit opens a text read as a paste is; a day-first date is refused with the format to use', async () => {
    const { challenge } = await challengeList();
    const user = userEvent.setup();
    cellOf(bodyRows()[0], 'Starts').focus();
    await user.keyboard('07/12/2026 10:00');
    const text = await within(bodyRows()[0]).findByRole('textbox', { name: 'Starts' });
    await waitFor(() => expect(text).toHaveValue('07/12/2026 10:00'));
    await user.keyboard('{Enter}');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(bodyRows()[0]).toHaveTextContent('Enter a date with the year first and a time');
    await user.clear(text);
    await user.type(text, '2026-12-20 10:00{Enter}');
    await waitFor(() => expect(challenge().startsAt).toBe(new Date(2026, 11, 20, 10, 0).toISOString()));
  });

  it('in Persian, a Jalali date typed with Persian digits saves that day', async () => {
    const { challenge } = await challengeList('fa');
    const user = userEvent.setup();
    cellOf(bodyRows()[0], 'تاریخ شروع').focus();
    await user.keyboard('۱۴۰۵/۱۰/۰۱ ۰۹:۳۰');
    const text = await within(bodyRows()[0]).findByRole('textbox', { name: 'تاریخ شروع' });
    await waitFor(() => expect(text).toHaveValue('۱۴۰۵/۱۰/۰۱ ۰۹:۳۰'));
    await user.keyboard('{Enter}');
    // 1 Dey 1405 is 22 December 2026.
    await waitFor(() => expect(challenge().startsAt).toBe(new Date(2026, 11, 22, 9, 30).toISOString()));
  });
});

describe('a cell edited in the form (a file, rich text, a list)', () => {
  async function mediaRoutes(onEdit?: (id: string, field?: string) => void) {
    const apollo = createTestApollo('ADMIN');
    const template = apollo.db.all('Media')[0];
    apollo.db.insert('Media', { ...template, id: undefined, title: 'Celltest media', slug: 'celltest-media' });
    const media = () => apollo.db.all('Media').find((row) => row.title === 'Celltest media')!;
    const manage = (
      <EntityRouteProvider subject="Media" segment="media">
        <ManageScreen declaration={asDeclaration(mediaDeclaration)} onEdit={onEdit} />
      </EntityRouteProvider>
    );
    const result = await renderWithProviders(null, {
      route: '/media/manage?q=Celltest',
      apolloClient: apollo.client,
      routes: [
        { path: '/media/manage', element: manage },
        { path: '/media/edit/:id', element: <EntityFormRoute declaration={asDeclaration(mediaDeclaration)} segment="media" mode="edit" /> },
      ],
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    return { ...result, media };
  }

  it('is not read-only; a typed key does nothing; Enter opens the row with that field', async () => {
    const onEdit = vi.fn();
    const { media } = await mediaRoutes(onEdit);
    const cover = cellOf(bodyRows()[0], 'Cover');
    expect(cover).not.toHaveAttribute('aria-readonly');
    const user = userEvent.setup();
    cover.focus();
    await user.keyboard('a');
    expect(onEdit).not.toHaveBeenCalled();
    expect(within(bodyRows()[0]).queryByRole('textbox')).toBeNull();
    await user.keyboard('{F2}');
    expect(onEdit).toHaveBeenLastCalledWith(media().id, 'coverUrl');
  });

  it("Enter lands in the row's form with the focus in that field", async () => {
    const { router, media } = await mediaRoutes();
    cellOf(bodyRows()[0], 'Cover').focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/media/edit/${media().id}`));
    await waitFor(() => expect(document.activeElement?.closest('[data-field="coverUrl"]')).not.toBeNull(), { timeout: 5000 });
  });
});

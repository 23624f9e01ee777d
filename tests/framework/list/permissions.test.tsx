import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineEntity } from '../../../src/framework/entity/types';
import {
  MediaBulkDeleteDocument, MediaCreateDocument, MediaDeleteDocument, MediaGetDocument, MediaListDocument, MediaUpdateDocument,
} from '../../../src/gql/graphql';
import { toast } from '../../../src/ui/toast';
import { createTestApollo } from '../../utils/mockApollo';
import { languages, payments } from './declarations';
import { bodyRows, fakeLayout, renderManage } from './harness';


beforeEach(fakeLayout);

const media = defineEntity({
  subject: 'Media',
  operations: {
    list: MediaListDocument, get: MediaGetDocument, create: MediaCreateDocument,
    update: MediaUpdateDocument, delete: MediaDeleteDocument, bulkDelete: MediaBulkDeleteDocument,
  },
  columns: [{ key: 'title', sort: 'TITLE' }, { key: 'status', text: (row, format) => format.enumValue('MediaStatus', row.status) }],
  filters: [{ kind: 'enum', name: 'status', enumName: 'MediaStatus' }],
  fields: [],
  title: (row) => row.title,
});

describe('actions follow the ability', () => {
  it('hides new, edit, delete and selection from a role that may only read, who opens rows read-only (SUPPORT on payments)', async () => {
    await renderManage(payments, 'payments', { route: '/payments/manage', role: 'SUPPORT' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Add payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    const open = within(bodyRows()[0]).getByRole('link', { name: /^Open / });
    expect(open.getAttribute('href')).toMatch(/^\/payments\/edit\/.+/);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('lets FINANCE edit payments but not delete them', async () => {
    await renderManage(payments, 'payments', { route: '/payments/manage', role: 'FINANCE' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Add payment' })).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByRole('link', { name: /^Edit / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('checks each row: EDITOR cannot delete published media and is told why', async () => {
    await renderManage(media, 'media', { route: '/media/manage?status=PUBLISHED&pageSize=5', role: 'EDITOR' });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const first = bodyRows()[0];
    expect(within(first).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /cannot be deleted: .* may not delete .*: Published media cannot be deleted; only an admin can archive it first\.$/ })).toBeInTheDocument();
    expect(within(first).getByRole('checkbox')).toBeDisabled();
    expect(within(first).getByRole('link', { name: /^Edit / })).toBeInTheDocument();
  });

  it('lets EDITOR delete media that is not published', async () => {
    await renderManage(media, 'media', { route: '/media/manage?status=DRAFT&pageSize=5', role: 'EDITOR' });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(within(bodyRows()[0]).getByRole('button', { name: /^Delete / })).toBeInTheDocument();
    expect(within(bodyRows()[0]).getByRole('checkbox')).toBeEnabled();
  });
});

describe('refusals from the server', () => {
  it('shows the reason of a FORBIDDEN answer (rules changed since the viewer loaded)', async () => {
    vi.spyOn(toast, 'error');
    // The screen still has ADMIN's rules; the server already applies EDITOR's.
    const { client, db } = createTestApollo('EDITOR');
    await renderManage(media, 'media', { route: '/media/manage?status=PUBLISHED&pageSize=2', role: 'ADMIN', client });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const title = within(bodyRows()[0]).getByRole('rowheader').textContent!;
    await user.click(within(bodyRows()[0]).getByRole('button', { name: `Delete ${title}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Published media cannot be deleted; only an admin can archive it first.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('ability.reason.publishedMedia');
    expect(db.all('Media').some((row) => row.title === title)).toBe(true);
  });
});

describe('new and edit', () => {
  it('go to the form routes for a page entity', async () => {
    const { router } = await renderManage(payments, 'payments', { route: '/payments/manage' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const id = bodyRows()[0].getAttribute('data-key');
    await user.click(within(bodyRows()[0]).getByRole('link', { name: /^Edit / }));
    expect(router.state.location.pathname).toBe(`/payments/edit/${id}`);
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    expect(router.state.location.pathname).toBe('/payments/new');
  });

  it('open the drawer of a drawer entity, which can close itself', async () => {
    const drawer = {
      renderNew: (close: () => void) => <button onClick={close}>new drawer</button>,
      renderEdit: (id: string, close: () => void) => <button onClick={close}>edit drawer {id}</button>,
    };
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage', props: { drawer } });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.click(screen.getByRole('button', { name: 'new drawer' }));
    expect(screen.queryByRole('button', { name: 'new drawer' })).not.toBeInTheDocument();

    const id = bodyRows()[0].getAttribute('data-key');
    await user.click(within(bodyRows()[0]).getByRole('link', { name: /^Edit / }));
    expect(screen.getByRole('button', { name: `edit drawer ${id}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/langs/manage');
  });

  it("adds the declaration's row links", async () => {
    const withLinks = { ...languages, rowLinks: [{ label: 'nav.entities.accents', href: (row: { id: string }) => `/accents/manage?languageId=${row.id}` }] };
    const { router } = await renderManage(withLinks as never, 'langs', { route: '/langs/manage' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const id = bodyRows()[0].getAttribute('data-key');
    await userEvent.setup().click(within(bodyRows()[0]).getByRole('link', { name: 'Accents' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/accents/manage?languageId=${id}`);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { typePolicies } from '../../src/apollo/typePolicies';
import { toast, type ToastAction } from '../../src/ui/toast';
import { faultLink, noFaults } from '../utils/faultLink';
import { STAFF } from '../../mock-server/seed/people';
import { getSettings, updateSettings } from '../../src/core/settings';
import { ViewerDocument } from '../../src/gql/graphql';
import { AccountSettingsPage } from '../../src/pages/account-settings/AccountSettingsPage';
import { createTestApollo } from '../utils/mockApollo';
import { renderWithProviders } from '../utils/renderWithProviders';

// See dashboard.test.tsx: the schema file's path, until tests/utils/mockApollo.ts resolves it.

async function open(tab: string, role = 'EDITOR') {
  const { client } = createTestApollo(role);
  const routes = [{ path: '/account-settings/:tab', element: <AccountSettingsPage /> }];
  const result = await renderWithProviders(null, { routes, route: `/account-settings/${tab}`, rules: role, apolloClient: client });
  return { ...result, client };
}

const staffName = (role: string) => STAFF.find(([, staffRole]) => staffRole === role)![2];

describe('account settings', () => {
  it('shows the tab of the URL and changes the URL on a tab switch', async () => {
    const { router } = await open('account');
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue(staffName('EDITOR'));
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/security'));
    expect(await screen.findByLabelText(/Current password/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/notifications'));
    expect(await screen.findByRole('checkbox', { name: 'A payment fails' })).toBeInTheDocument();
  });

  it('opens the account tab for an unknown tab', async () => {
    const { router } = await open('nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/account'));
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    await open('security');
    const current = await screen.findByLabelText(/Current password/);
    await userEvent.type(current, 'not-the-password');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(screen.getByLabelText(/Confirm the new password/), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('not-the-password');
  });

  it('checks the confirmation before asking the server', async () => {
    await open('security');
    await userEvent.type(await screen.findByLabelText(/Current password/), 'password');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(screen.getByLabelText(/Confirm the new password/), 'another-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('saves the name and the interface language', async () => {
    updateSettings({ language: 'fa' });
    const { client } = await open('account', 'FINANCE');
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hamid K.');
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getSettings().language).toBe('en'));
    const { data } = await client.query({ query: ViewerDocument, fetchPolicy: 'network-only' });
    expect(data?.viewer.user.fullName).toBe('Hamid K.');
    expect(data?.viewer.settings.language).toBe('EN');
    updateSettings({ language: 'fa' });
  });

  it('keeps an empty name from being saved', async () => {
    await open('account');
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('asks before a tab switch drops unsaved changes', async () => {
    const { router } = await open('account');
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await userEvent.type(name, ' Jr.');
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/account-settings/account');
    expect(name).toHaveValue(`${staffName('EDITOR')} Jr.`);
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/security'));
  });

  it('saves notification preferences to the viewer', async () => {
    const { client } = await open('notifications', 'SUPPORT');
    const box = await screen.findByRole('checkbox', { name: 'A payment fails' });
    const before = (box as HTMLInputElement).checked;
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    const { data } = await client.query({ query: ViewerDocument, fetchPolicy: 'network-only' });
    expect(data?.viewer.settings.notificationKinds.includes('PAYMENT_FAILED')).toBe(!before);
  });

  it('says the server could not be reached, as the entity forms do, and its Retry saves once it answers', async () => {
    const error = vi.spyOn(toast, 'error');
    const { client: base } = createTestApollo('SUPPORT');
    const faults = noFaults();
    const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([faultLink(faults), base.link]) });
    const routes = [{ path: '/account-settings/:tab', element: <AccountSettingsPage /> }];
    await renderWithProviders(null, { routes, route: '/account-settings/notifications', rules: 'SUPPORT', apolloClient: client });
    const box = await screen.findByRole('checkbox', { name: 'A payment fails' });
    const before = (box as HTMLInputElement).checked;
    await userEvent.click(box);
    faults.offline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('form.saveFailed.network', undefined, expect.objectContaining({ label: 'common.actions.retry' })));
    expect(box).toHaveProperty('checked', !before);

    faults.offline = false;
    (error.mock.calls.at(-1)?.[2] as ToastAction).onAction();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled(), { timeout: 5_000 });
    const { data } = await base.query({ query: ViewerDocument, fetchPolicy: 'network-only' });
    expect(data?.viewer.settings.notificationKinds.includes('PAYMENT_FAILED')).toBe(!before);
    error.mockRestore();
  });
});

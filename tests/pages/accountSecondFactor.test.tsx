import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AccountSettingsPage } from '../../src/pages/account-settings/AccountSettingsPage';
import { createTestApollo } from '../utils/mockApollo';
import { renderWithProviders } from '../utils/renderWithProviders';

const routes = [{ path: '/account-settings/:tab', element: <AccountSettingsPage /> }];
const codeAt = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('account settings: two-step verification', () => {
  it('enrols with the shown key and a code, shows the ten recovery codes once, then turns off behind password and code', async () => {
    const { client, db, services } = createTestApollo('EDITOR');
    const editor = db.all('User').find((user) => user.role === 'EDITOR')!;
    await renderWithProviders(null, { routes, route: '/account-settings/security', rules: 'EDITOR', apolloClient: client });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    const key = await screen.findByText((_, element) => element?.hasAttribute('data-secret') ?? false);
    const secret = key.getAttribute('data-secret')!;
    expect(key.textContent!.replace(/\s/g, '')).toBe(secret);
    await user.type(screen.getByRole('textbox', { name: /Code from the app/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the six digits the app shows.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Code from the app/ }));
    await user.type(screen.getByRole('textbox', { name: /Code from the app/ }), codeAt(secret));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(services.factors!.hasFactor(editor.id)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Two-step verification is on since/)).toHaveTextContent('Recovery codes left: 10');
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    const form = await screen.findByRole('form', { name: 'Turn off two-step verification' });
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), codeAt(secret, 1));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The current password is incorrect', { exact: false })).toBeInTheDocument();
    expect(services.factors!.hasFactor(editor.id)).toBe(true);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(services.factors!.hasFactor(editor.id)).toBe(false));
    expect(form).not.toBeInTheDocument();
  });
});

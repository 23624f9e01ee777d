import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { UserViewPage } from '../../src/pages/user-view/UserViewPage';
import { undoStateOf } from '../../mock-server/undo/state';
import { createTestApollo } from '../utils/mockApollo';
import { renderWithProviders } from '../utils/renderWithProviders';

const routes = [{ path: '/user/view/:id', element: <UserViewPage /> }];

describe("a staff member's second factor in the user view", () => {
  it('lets ADMIN reset it after confirming, recorded in the activity log', async () => {
    const { client, db, services } = createTestApollo('ADMIN');
    const finance = db.all('User').find((user) => user.role === 'FINANCE')!;
    const { secret } = services.factors!.start(finance.id, String(finance.email));
    services.factors!.confirm(finance.id, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await renderWithProviders(null, { routes, route: `/user/view/${finance.id}`, apolloClient: client });
    expect(await screen.findByText('Two-step verification: on')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset two-step verification' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-step verification?' });
    expect(dialog).toHaveTextContent(String(finance.fullName));
    await user.click(screen.getAllByRole('button', { name: 'Reset two-step verification' }).at(-1)!);
    await waitFor(() => expect(services.factors!.hasFactor(finance.id)).toBe(false));
    expect(await screen.findByText('Two-step verification: off')).toBeInTheDocument();
    expect(undoStateOf(db).history.of('User', finance.id).at(-1)?.action).toBe('FACTOR_RESET');
  });

  it('is not shown to other roles, nor for a learner', async () => {
    const { client, db } = createTestApollo('SUPPORT');
    const finance = db.all('User').find((user) => user.role === 'FINANCE')!;
    await renderWithProviders(null, { routes, route: `/user/view/${finance.id}`, apolloClient: client });
    await screen.findByRole('heading', { level: 1, name: new RegExp(String(finance.fullName)) });
    expect(screen.queryByText(/Two-step verification/)).toBeNull();
  });
});

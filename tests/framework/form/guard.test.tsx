import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityDrawer } from '../../../src/framework/form/EntityDrawer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { languageDeclaration } from './declarations';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';
import { EntityRouteProvider } from '../../../src/framework/entity/entityRoute';


async function openLanguageForm() {
  const t = await messagesFor();
  const { client } = sharedTestApollo('ADMIN');
  const { router } = await renderForm(languageDeclaration, 'langs', { client, route: '/langs/manage' });
  await act(() => router.navigate('/langs/new'));
  const code = await screen.findByRole('textbox', { name: named(t('language.fields.code')) });
  return { t, router, code, user: userEvent.setup() };
}

const leaveDialog = (t: (id: string) => string) => screen.queryByRole('alertdialog', { name: t('form.guard.title') });

describe('unsaved-changes guard', () => {
  it('lets a clean form go without asking', async () => {
    const { t, router } = await openLanguageForm();
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(leaveDialog(t)).not.toBeInTheDocument();
  });

  it('asks before in-app navigation leaves a dirty form; staying keeps the values', async () => {
    const { t, router, code, user } = await openLanguageForm();
    await user.type(code, 'tl');
    await act(() => router.navigate('/elsewhere'));

    expect(await screen.findByRole('alertdialog', { name: t('form.guard.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/langs/new');
    await user.click(screen.getByRole('button', { name: t('form.guard.stay') }));
    await waitFor(() => expect(leaveDialog(t)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/langs/new');
    expect(code).toHaveValue('tl');

    await act(() => router.navigate('/elsewhere'));
    await user.click(await screen.findByRole('button', { name: t('form.guard.leave') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks on the browser Back button, on Cancel and before a reload', async () => {
    const { t, router, code, user } = await openLanguageForm();
    await user.type(code, 'tl');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: t('form.guard.title') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('form.guard.stay') }));
    await waitFor(() => expect(leaveDialog(t)).not.toBeInTheDocument());

    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: t('common.actions.cancel') }));
    await user.click(await screen.findByRole('button', { name: t('form.guard.leave') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/langs/manage'));
  });

  it('guards closing the drawer with Esc', async () => {
    const t = await messagesFor();
    const { client } = sharedTestApollo('ADMIN');
    const onClose = vi.fn();
    await renderWithProviders(<EntityRouteProvider subject="Language" segment="langs"><EntityDrawer declaration={languageDeclaration} mode="new" onClose={onClose} /></EntityRouteProvider>, { apolloClient: client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: named(t('language.fields.code')) }), 'tl');

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: t('form.guard.title') })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t('form.guard.leave') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { from, switchMap, throwError } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../src/ui/toast';
import { listReturnState } from '../../../src/framework/form/returnTo';
import { LanguageListDocument } from '../../../src/gql/graphql';
import { createTestApollo } from '../../utils/mockApollo';
import { languageDeclaration } from './declarations';
import { messagesFor, named, renderForm } from './renderForm';


afterEach(() => vi.restoreAllMocks());

async function fillLanguage(code: string) {
  const t = await messagesFor();
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: named(t('language.fields.code')) }), code);
  await user.type(screen.getByRole('textbox', { name: named(t('language.fields.title')) }), 'Klingon');
  await user.type(screen.getByRole('textbox', { name: named(t('language.fields.nativeTitle')) }), 'tlhIngan');
  return { t, user, field: (label: string) => screen.getByRole('textbox', { name: named(t(label)) }) };
}

describe('saving a form', () => {
  it('places the server’s userErrors on their fields until the field changes', async () => {
    const { client } = createTestApollo('ADMIN');
    await renderForm(languageDeclaration, 'langs', { client, route: '/langs/new' });
    const { t, user, field } = await fillLanguage('fa');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));

    // 'fa' passes the client's rules; only the server knows it is taken.
    const code = field('language.fields.code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(t('validation.taken'));
    const summary = screen.getByText(t('form.summary')).closest('.form-summary') as HTMLElement;
    expect(within(summary).getByRole('listitem')).toHaveTextContent(`${t('language.fields.code')}: ${t('validation.taken')}`);

    await user.type(field('language.fields.title'), 'ese');
    expect(code).toHaveAccessibleDescription(t('validation.taken'));
    await user.clear(code);
    await user.type(code, 'tl');
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps every typed value and says the server could not be reached, not that the input is wrong', async () => {
    const error = vi.spyOn(toast, 'error');
    const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => throwError(() => new TypeError('Failed to fetch'))) });
    const { router } = await renderForm(languageDeclaration, 'langs', { client, route: '/langs/new' });
    const { t, user, field } = await fillLanguage('tl');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));

    expect(await screen.findByText(t('form.saveFailed.network'), {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalledWith('errors.genericCheckInput');
    expect(router.state.location.pathname).toBe('/langs/new');
    expect(field('language.fields.code')).toHaveValue('tl');
    expect(field('language.fields.title')).toHaveValue('Klingon');
    expect(field('language.fields.nativeTitle')).toHaveValue('tlhIngan');
    expect(screen.getByRole('button', { name: t('common.actions.save') })).toBeEnabled();
  });

  it('disables saving while the save is under way, then returns to the list the user came from', async () => {
    const success = vi.spyOn(toast, 'success');
    const { client: base, db } = createTestApollo('ADMIN');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = new ApolloLink((operation, forward) => from(gate).pipe(switchMap(() => forward(operation))));
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([held, base.link]) });
    const { router } = await renderForm(languageDeclaration, 'langs', { client, route: '/langs/manage?page=2&sort=title:asc' });
    await act(() => router.navigate('/langs/new', { state: listReturnState('?page=2&sort=title:asc') }));
    // A list the manage screen had cached: the new row must not be missing from it.
    const listed = client.query({ query: LanguageListDocument, variables: { page: 1, pageSize: 10 } });

    const { t, user } = await fillLanguage('tl');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(screen.getByRole('button', { name: t('common.actions.save') })).toBeDisabled());
    expect(screen.getByRole('progressbar', { name: t('form.saving') })).toBeInTheDocument();

    release();
    await listed;
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/langs/manage?page=2&sort=title:asc'));
    // Named, with a way back to it: the list it returns to may not show it.
    expect(success).toHaveBeenCalledWith('form.toast.savedNamed', { name: 'Klingon' }, expect.objectContaining({ label: 'form.toast.open', shortcut: true }));
    expect(db.all('Language').find((row) => row.code === 'tl')).toMatchObject({ title: 'Klingon', nativeTitle: 'tlhIngan', isActive: true, isRTL: false });
    const root = (client.cache.extract() as Record<string, object>).ROOT_QUERY;
    expect(Object.keys(root).some((key) => key.startsWith('languageList'))).toBe(false);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageDeclaration } from './declarations';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';

describe('a number typed just before Save', () => {
  it('is saved by a mouse press on Save, although the press leaves the focus in its field', async () => {
    const t = await messagesFor();
    const { client, db } = sharedTestApollo('ADMIN');
    const { router } = await renderForm(languageDeclaration, 'langs', { client, route: '/langs/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: named(t('language.fields.code')) }), 'nb');
    await user.type(screen.getByRole('textbox', { name: named(t('language.fields.title')) }), 'Numberish');
    await user.type(screen.getByRole('textbox', { name: named(t('language.fields.nativeTitle')) }), 'Numberisk');
    const order = screen.getByRole('textbox', { name: named(t('language.fields.sortOrder')) });
    await user.type(order, '7');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));

    await waitFor(() => expect(db.all('Language').find((row) => row.code === 'nb')).toBeDefined());
    expect(db.all('Language').find((row) => row.code === 'nb')?.sortOrder).toBe(7);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/langs/new'));
    expect(screen.queryByText(t('form.summary'))).not.toBeInTheDocument();
  });
});

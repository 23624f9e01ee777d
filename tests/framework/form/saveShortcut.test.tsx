import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageDeclaration } from './declarations';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';

describe('Ctrl+S on an entity form', () => {
  it('saves as Save does (an invalid form gets its summary and keeps what was typed), never the browser page', async () => {
    const t = await messagesFor();
    const { client } = sharedTestApollo('ADMIN');
    await renderForm(languageDeclaration, 'langs', { client, route: '/langs/new' });
    const code = await screen.findByRole('textbox', { name: named(t('language.fields.code')) });
    const user = userEvent.setup();
    await user.type(code, 'tl');

    const press = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
    code.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);

    expect(await screen.findByText(t('form.summary'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: named(t('language.fields.title')) })).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('tl');
  });

  it('answers the S key on a Persian keyboard layout, where the key types «س»', async () => {
    const t = await messagesFor();
    const { client } = sharedTestApollo('ADMIN');
    await renderForm(languageDeclaration, 'langs', { client, route: '/langs/new' });
    const code = await screen.findByRole('textbox', { name: named(t('language.fields.code')) });
    const press = new KeyboardEvent('keydown', { key: 'س', code: 'KeyS', ctrlKey: true, bubbles: true, cancelable: true });
    code.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(await screen.findByText(t('form.summary'))).toBeInTheDocument();
  });

  it('leaves the browser its Ctrl+S where no form is open', async () => {
    const t = await messagesFor();
    const { client } = sharedTestApollo('ADMIN');
    await renderForm(languageDeclaration, 'langs', { client, route: '/langs/manage' });
    const press = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(screen.queryByText(t('form.summary'))).not.toBeInTheDocument();
  });
});

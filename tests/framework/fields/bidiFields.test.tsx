import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { FieldRenderer } from '../../../src/framework/fields/FieldRenderer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { inForm } from '../form/inForm';
import '../form/desktopScreen';
import { sharedTestApollo } from '../form/renderForm';

const LRI = '\u2066';
const PDI = '\u2069';
const languages = ['fa', 'en'] as const;

async function renderField(field: FieldDef, value: unknown, language: 'fa' | 'en') {
  const { client } = sharedTestApollo('ADMIN');
  return renderWithProviders(inForm({ [field.name]: value }, <FieldRenderer field={field} label="Shown" isReadOnly={false} />), { apolloClient: client, language });
}

describe.each(languages)('every piece of user text in its own direction (%s)', (language) => {
  it.each([
    ['a person’s words', 'auto', { name: 'title', kind: 'text' } as FieldDef, 'The 30-day challenge. Join now!', 'text'],
    ['an e-mail', 'ltr', { name: 'email', kind: 'email' } as FieldDef, 'olivia@example.com', 'email'],
    ['a URL', 'ltr', { name: 'linkUrl', kind: 'url' } as FieldDef, 'https://example.com/a', 'url'],
    ['a phone number', 'ltr', { name: 'mobile', kind: 'tel' } as FieldDef, '+989121234567', 'tel'],
    ['a code', 'ltr', { name: 'sku', kind: 'code' } as FieldDef, 'EN-B1-001', 'text'],
    ['a secret', 'ltr', { name: 'secretKey', kind: 'text', writeOnly: true } as FieldDef, '', 'password'],
  ])('one line holding %s is dir="%s"', async (_, dir, field, value, type) => {
    await renderField(field, value, language);
    const input = screen.getByLabelText(/^Shown/, { selector: 'input' });
    expect(input).toHaveAttribute('dir', dir);
    expect(input).toHaveAttribute('type', type);
  });

  it('a text area lays out what is typed in its own direction', async () => {
    await renderField({ name: 'body', kind: 'textarea' }, 'The 30-day speaking challenge starts on Saturday. Join now!', language);
    expect(screen.getByRole('textbox', { name: /^Shown/ })).toHaveAttribute('dir', 'auto');
  });

  it('tags, the one being typed and each item of a string list take their own direction', async () => {
    const { unmount } = await renderField({ name: 'tags', kind: 'tags' }, ['grammar!', 'گرامر'], language);
    const grid = screen.getByRole('grid', { name: 'Shown' });
    for (const text of ['grammar!', 'گرامر']) {
      const row = within(grid).getByRole('row', { name: text });
      expect(row.querySelector('bdi')).toHaveAttribute('dir', 'auto');
    }
    expect(screen.getByRole('textbox')).toHaveAttribute('dir', 'auto');
    unmount();
    await renderField({ name: 'answers', kind: 'stringList' }, ['Good morning!'], language);
    expect(screen.getByDisplayValue('Good morning!')).toHaveAttribute('dir', 'auto');
  });

  it('a user picker shows “Name <email>” with the e-mail as a left-to-right isolate, in options and in tags', async () => {
    const { db } = sharedTestApollo('ADMIN');
    const person = db.all('User').find((row) => /^[A-Za-z]/.test(String(row.fullName)));
    if (!person) throw new Error('The seed has a user with a Latin name.');
    await renderField({ name: 'userIds', kind: 'references', entity: 'User' }, [], language);
    const label = `${String(person.fullName)} ${LRI}<${String(person.email)}>${PDI}`;
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('dir', 'auto');
    const user = userEvent.setup();
    await user.type(box, String(person.email));
    // The search has answered once only the one row is offered (the first page may hold it too).
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([label]), { timeout: 10_000 });
    const option = screen.getByRole('option', { name: label });
    expect(option.querySelector('bdi')).toHaveAttribute('dir', 'auto');
    expect(option.querySelector('bdi')?.textContent).toBe(label);
    await user.click(option);
    await user.keyboard('{Escape}');
    const tag = await screen.findByRole('row', { name: label }, { timeout: 10_000 });
    expect(tag.querySelector('bdi')).toHaveAttribute('dir', 'auto');
  }, 90_000);

  it('a language is named in the viewer’s language and found by that name', async () => {
    await renderField({ name: 'languageIds', kind: 'references', entity: 'Language' }, [], language);
    const english = language === 'fa' ? 'انگلیسی' : 'English';
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), english.slice(0, 3));
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(english), { timeout: 10_000 });
  });
});

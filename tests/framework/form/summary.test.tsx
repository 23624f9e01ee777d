import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { languageDeclaration } from './declarations';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';


describe('form validation summary', () => {
  it('lists every invalid field after a save was tried, and a link focuses the field', async () => {
    const t = await messagesFor();
    const { client } = sharedTestApollo('ADMIN');
    await renderForm(languageDeclaration, 'langs', { client, route: '/langs/new' });
    const user = userEvent.setup();

    expect(screen.queryByText(t('form.summary'))).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: t('common.actions.save') }));

    const summary = (await screen.findByText(t('form.summary'))).closest('.form-summary') as HTMLElement;
    const items = within(summary).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${t('language.fields.code')}: ${t('validation.required')}`,
      `${t('language.fields.title')}: ${t('validation.required')}`,
      `${t('language.fields.nativeTitle')}: ${t('validation.required')}`,
    ]);
    // The same messages sit next to the fields.
    expect(screen.getByRole('textbox', { name: named(t('language.fields.code')) })).toHaveAttribute('aria-invalid', 'true');

    // Announced as it appears, under its own heading.
    expect(within(summary).getByRole('alert')).toContainElement(within(summary).getByRole('heading', { level: 2, name: t('form.summary') }));

    await user.click(within(summary).getByText(t('language.fields.title')));
    expect(screen.getByRole('textbox', { name: named(t('language.fields.title')) })).toHaveFocus();
    // Each label is a link the keyboard reaches and follows with Enter.
    const code = within(summary).getByRole('link', { name: t('language.fields.code') });
    code.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: named(t('language.fields.code')) })).toHaveFocus();
  });

  it('reports a country that is not an ISO 3166 code', async () => {
    const t = await messagesFor();
    const { client } = sharedTestApollo('ADMIN');
    const declaration: EntityDeclaration = { ...languageDeclaration, defaults: { code: 'tl', title: 'Klingon', nativeTitle: 'tlhIngan', countryCode: 'XX' } };
    await renderForm(declaration, 'langs', { client, route: '/langs/new' });
    await userEvent.setup().click(await screen.findByRole('button', { name: t('common.actions.save') }));

    const summary = (await screen.findByText(t('form.summary'))).closest('.form-summary') as HTMLElement;
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${t('language.fields.countryCode')}: ${t('validation.isoCountry')}`,
    ]);
    expect(t('validation.isoCountry')).toBe('Use ISO 3166 country codes');
  });
});

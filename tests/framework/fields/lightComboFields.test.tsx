import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { FieldRenderer } from '../../../src/framework/fields/FieldRenderer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { sharedTestApollo } from '../form/renderForm';
import { values } from '../form/inForm';
import '../form/desktopScreen';

/** A field in a Formik form; with `error`, its value is missing and it was left, so the error shows. */
function inForm(name: string, start: unknown, children: ReactNode, error?: string) {
  return (
    <Formik initialValues={{ [name]: start }} initialErrors={error ? { [name]: error } : {}} initialTouched={error ? { [name]: true } : {}} onSubmit={() => {}}>
      {({ values: current }) => (
        <>
          {children}
          <output>{JSON.stringify(current)}</output>
        </>
      )}
    </Formik>
  );
}

const field = (def: FieldDef, { isRequired = false, description }: { isRequired?: boolean; description?: string } = {}) => (
  <FieldRenderer field={def} label="Shown" isReadOnly={false} isRequired={isRequired} description={description} />
);

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

const country: FieldDef = { name: 'countryCode', kind: 'country' };
const language: FieldDef = { name: 'languageId', kind: 'reference', entity: 'Language' };

describe('the light country field', () => {
  it('is named by its label, required, and links its help, then its error', async () => {
    const { unmount } = await renderWithProviders(inForm('countryCode', null, field(country, { isRequired: true, description: 'Where they live' })));
    const box = await screen.findByRole('combobox', { name: /^Shown/ });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(describedBy(box)).toEqual(['Where they live']);
    unmount();
    await renderWithProviders(inForm('countryCode', null, field(country, { isRequired: true, description: 'Where they live' }), 'validation.required'));
    const invalid = await screen.findByRole('combobox', { name: /^Shown/ });
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    // The error replaces the help, as in Spectrum.
    expect(describedBy(invalid)).toEqual(['This field is required']);
  });

  it('is picked with the keyboard: type, arrow, Enter; Escape closes the list and keeps the value', async () => {
    await renderWithProviders(inForm('countryCode', 'DE', field(country)));
    const box = (await screen.findByRole('combobox', { name: 'Shown' })) as HTMLInputElement;
    expect(box).toHaveValue('Germany');
    const user = userEvent.setup();
    await user.click(box);
    box.setSelectionRange(0, box.value.length);
    await user.keyboard('jp');
    const listbox = await screen.findByRole('listbox');
    const first = within(listbox).getAllByRole('option')[0];
    // The option is named by the country and described by its code.
    expect(first).toHaveAccessibleName('Japan');
    expect(first).toHaveAccessibleDescription('JP');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(values()).toEqual({ countryCode: 'JP' });
    expect(box).toHaveValue('Japan');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(values()).toEqual({ countryCode: 'JP' });
    expect(box).toHaveValue('Japan');
  });

  it('reads right to left in Persian, with Persian names', async () => {
    await renderWithProviders(inForm('countryCode', 'IR', field(country)), { language: 'fa' });
    const box = await screen.findByRole('combobox', { name: 'Shown' });
    expect(box).toHaveValue('ایران');
    expect(box.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('the light reference field', () => {
  it('is named by its label, required, and links its error', async () => {
    const { client } = sharedTestApollo('ADMIN');
    await renderWithProviders(inForm('languageId', null, field(language, { isRequired: true }), 'validation.required'), { apolloClient: client });
    const box = screen.getByRole('combobox', { name: /^Shown/ });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(box)).toEqual(['This field is required']);
  });

  it('searches the server as one types and picks a row with the keyboard', async () => {
    const { client, db } = sharedTestApollo('ADMIN');
    const german = db.all('Language').find((row) => row.code === 'de');
    await renderWithProviders(inForm('languageId', null, field(language)), { apolloClient: client });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Shown' });
    await user.click(box);
    // Opened on focus, the first page comes from the server.
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.keyboard('Germ');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['German']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(values()).toEqual({ languageId: german?.id });
    expect(box).toHaveValue('German');
  });

  it('says "No results" when the search finds nothing, in the viewer’s language', async () => {
    const { client } = sharedTestApollo('ADMIN');
    await renderWithProviders(inForm('languageId', null, field(language)), { apolloClient: client, language: 'fa' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Shown' }), 'qqqqq');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveTextContent('نتیجه‌ای یافت نشد'));
    // react-aria wraps the empty state in the list's one row: the text and nothing else.
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['نتیجه‌ای یافت نشد']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(values()).toEqual({ languageId: null });
  });
});

describe('the light references picker', () => {
  it('stays open for the next row after a pick, and Tab leaves it without adding another', async () => {
    const { client } = sharedTestApollo('ADMIN');
    await renderWithProviders(inForm('languageIds', [], field({ name: 'languageIds', kind: 'references', entity: 'Language' })), { apolloClient: client });
    const user = userEvent.setup();
    const add = screen.getByRole('combobox', { name: /Shown/ });
    await user.type(add, 'Span');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Spanish']));
    await user.click(screen.getByRole('option', { name: 'Spanish' }));
    expect(add).toHaveValue('');
    // The list offers the next choice, with none of them focused.
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(values().languageIds).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import CountryField from '../../../src/framework/fields/CountryField';
import { renderWithProviders } from '../../utils/renderWithProviders';

// jsdom has no layout: give React Spectrum's virtualized list a viewport so options render, and a
// desktop-wide screen (a 0-wide screen counts as a phone, which gets the tray instead of a popover).
beforeAll(() => {
  vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1000);
  HTMLElement.prototype.scrollIntoView ??= () => {};
});
afterAll(() => vi.restoreAllMocks());

function Values() {
  const { values } = useFormikContext<{ countryCode: string | null }>();
  return <output data-testid="value">{String(values.countryCode)}</output>;
}

async function renderCountry(countryCode: string | null, language: 'fa' | 'en') {
  await renderWithProviders(
    <Formik initialValues={{ countryCode }} onSubmit={() => {}}>
      <>
        <CountryField name="countryCode" label="Country" isReadOnly={false} />
        <Values />
      </>
    </Formik>,
    { language },
  );
  return (await screen.findByRole('combobox', { name: 'Country' })) as HTMLInputElement;
}

// Typing over the selected text, as a user does; clearing first would list all 249 countries,
// which jsdom (no layout, so no virtualization) renders slowly.
async function replaceText(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  await user.click(input);
  input.setSelectionRange(0, input.value.length);
  await user.paste(text);
}

const value = () => screen.getByTestId('value').textContent;

describe('CountryField', () => {
  it('shows the country name in Persian and picks a country typed in Persian', async () => {
    const user = userEvent.setup();
    const input = await renderCountry('IR', 'fa');
    expect(input.value).toBe('ایران');
    await replaceText(user, input, 'آلمان');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: /آلمان/ }));
    expect(value()).toBe('DE');
    expect(input.value).toBe('آلمان');
  });

  it('shows English names, searches by name or code and stores the upper-case code', async () => {
    const user = userEvent.setup();
    const input = await renderCountry('DE', 'en');
    expect(input.value).toBe('Germany');
    await replaceText(user, input, 'jp');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // The exact code comes first, before names that merely contain the letters.
    expect(options[0]).toHaveTextContent('Japan');
    await user.click(options[0]);
    expect(value()).toBe('JP');
    await replaceText(user, input, 'fran');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /France/ }));
    expect(value()).toBe('FR');
  });

  it('turns a typed code into the country on blur', async () => {
    const user = userEvent.setup();
    const input = await renderCountry(null, 'en');
    await replaceText(user, input, 'it');
    await user.tab();
    expect(value()).toBe('IT');
    await waitFor(() => expect(input.value).toBe('Italy'));
  });

  it('shows the ISO 3166 message for a code that is not a country', async () => {
    const user = userEvent.setup();
    const input = await renderCountry(null, 'en');
    // «QX» names no country (typing «ZZ» would leave Brazzaville's Congo, the only match, picked).
    await user.type(input, 'qx');
    await user.tab();
    expect(value()).toBe('QX');
    expect(await screen.findByText('Use ISO 3166 country codes')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('names only its chosen country until wanted, then offers every country (the form appears without the list)', async () => {
    const user = userEvent.setup();
    const named = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    const input = await renderCountry('IR', 'en');
    expect(input.value).toBe('Iran');
    // A closed field names its own country, not the 250 of the list.
    expect(named.mock.calls.length).toBeLessThan(10);
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(200);
    expect(named.mock.calls.length).toBeGreaterThan(200);
    named.mockRestore();
  });

  it('an empty field names no country at all until wanted', async () => {
    const named = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    const input = await renderCountry(null, 'fa');
    expect(input.value).toBe('');
    expect(named).not.toHaveBeenCalled();
    named.mockRestore();
  });
});

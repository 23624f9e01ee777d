import { screen, waitFor, within } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { preloadWidgets } from '../../../src/framework/fields/lazyWidgets';
import { FieldCell } from '../../../src/framework/form/FieldCell';
import type { FormValues } from '../../../src/framework/form/formValues';
import type { LanguageCode } from '../../../src/core/settings/types';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { shimLayoutForProseMirror } from '../widgets/editorHarness';
import { messagesFor, sharedTestApollo } from './renderForm';

shimLayoutForProseMirror();
await preloadWidgets([{ kind: 'richText' }, { kind: 'country' }]);

function Cell({ field, isReadOnly }: { field: FieldDef; isReadOnly: boolean }) {
  const formik = useFormikContext<FormValues>();
  return <FieldCell field={field} formik={formik} label="Shown" isReadOnly={isReadOnly} isRequired={false} />;
}

/** One field of `kind` holding `value`, in its form cell, as an entity form shows it. */
async function renderCell(field: FieldDef, value: unknown, { isReadOnly = true, language = 'en' as LanguageCode } = {}) {
  const { client } = sharedTestApollo('ADMIN');
  const result = await renderWithProviders(
    <Formik initialValues={{ [field.name]: value, currency: 'USD' }} onSubmit={() => {}}>
      <Cell field={field} isReadOnly={isReadOnly} />
    </Formik>,
    { apolloClient: client, language },
  );
  const cell = result.container.querySelector('.field-cell');
  if (!(cell instanceof HTMLElement)) throw new Error('No field cell rendered');
  return cell;
}

/** Read-only text, numbers, dates, references and countries: a readonly input in a read-only cell. */
const inputKinds: [string, FieldDef, unknown, string][] = [
  ['text', { name: 'title', kind: 'text' }, 'The 30-day challenge', 'textbox'],
  ['e-mail', { name: 'email', kind: 'email' }, 'olivia@example.com', 'textbox'],
  ['phone', { name: 'mobile', kind: 'tel' }, '+989121234567', 'textbox'],
  ['code', { name: 'sku', kind: 'code' }, 'EN-B1-001', 'textbox'],
  ['text area', { name: 'body', kind: 'textarea' }, 'Join now!', 'textbox'],
  ['number', { name: 'count', kind: 'number' }, 100, 'textbox'],
  ['money', { name: 'price', kind: 'money', currencyField: 'currency' }, 1250, 'textbox'],
  ['reference', { name: 'languageId', kind: 'reference', entity: 'Language' }, null, 'combobox'],
  ['country', { name: 'countryCode', kind: 'country' }, 'IR', 'combobox'],
];

describe('a read-only field looks read-only', () => {
  it.each(inputKinds)('%s: a readonly input in a read-only cell', async (_, field, value, role) => {
    const cell = await renderCell(field, value);
    expect(cell).toHaveClass('field-cell--readonly');
    expect(within(cell).getByRole(role, { name: /^Shown/ })).toHaveAttribute('readonly');
  });

  it('an editable one has neither', async () => {
    const editable = await renderCell({ name: 'title', kind: 'text' }, 'Draft', { isReadOnly: false });
    expect(editable).not.toHaveClass('field-cell--readonly');
    expect(within(editable).getByRole('textbox')).not.toHaveAttribute('readonly');
  });

  it.each(['date', 'datetime'] as const)('%s: its parts are read-only and the calendar button does nothing', async (kind) => {
    const cell = await renderCell({ name: 'issuedAt', kind }, '2025-03-01T10:30:00.000Z');
    expect(cell).toHaveClass('field-cell--readonly');
    const parts = within(cell).getAllByRole('spinbutton');
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(part).toHaveAttribute('aria-readonly', 'true');
    expect(within(cell).getByRole('button')).toBeDisabled();
  });

  it.each([
    ['select', { name: 'currency', kind: 'select', enumName: 'Currency' } as FieldDef, 'USD', 'enum.Currency.USD'],
    ['radio', { name: 'status', kind: 'radio', enumName: 'InvoiceStatus' } as FieldDef, 'ISSUED', 'enum.InvoiceStatus.ISSUED'],
  ])('%s: its value as read-only text, not a greyed-out picker or radios that cannot be pressed', async (_, field, value, label) => {
    for (const language of ['en', 'fa'] as const) {
      const t = await messagesFor(language);
      const cell = await renderCell(field, value, { language });
      const shown = within(cell).getByRole('textbox', { name: /^Shown/ });
      expect(shown).toHaveAttribute('readonly');
      expect(shown).toHaveValue(t(label));
      expect(within(cell).queryByRole('radio')).not.toBeInTheDocument();
      expect(within(cell).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('a switch says it is read-only', async () => {
    const cell = await renderCell({ name: 'isActive', kind: 'switch' }, true);
    expect(within(cell).getByRole('switch')).toHaveAttribute('aria-readonly', 'true');
  });

  it('tags and references: no remove buttons and no box to add one', async () => {
    const tags = await renderCell({ name: 'tags', kind: 'tags' }, ['grammar']);
    expect(within(tags).queryByRole('button')).not.toBeInTheDocument();
    expect(within(tags).queryByRole('textbox')).not.toBeInTheDocument();
    const refs = await renderCell({ name: 'languageIds', kind: 'references', entity: 'Language' }, []);
    expect(within(refs).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('rich text: a read-only editor without its toolbar, in the read-only cell', async () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Fixed.' }] }] };
    const cell = await renderCell({ name: 'body', kind: 'richText' }, doc);
    const editor = await within(cell).findByRole('textbox', {}, { timeout: 15_000 });
    await waitFor(() => expect(editor).toHaveAttribute('aria-readonly', 'true'));
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(within(cell).queryByRole('toolbar')).not.toBeInTheDocument();
    expect(cell).toHaveClass('field-cell--readonly');
    expect(screen.queryByRole('button', { name: /bold/i })).not.toBeInTheDocument();
  });
});

/** What Tab would stop on in `cell` (links aside). */
const tabStops = (cell: HTMLElement) =>
  [...cell.querySelectorAll<HTMLElement>('input, textarea, select, button, [tabindex], [contenteditable="true"]')].filter(
    (element) => element.tabIndex >= 0 && !(element instanceof HTMLButtonElement && element.disabled) && element.getAttribute('type') !== 'hidden' && !element.closest('[aria-hidden="true"]'),
  );

describe('a read-only value is no Tab stop', () => {
  const kinds: [string, FieldDef, unknown][] = [
    ...inputKinds.map(([name, field, value]) => [name, field, value] as [string, FieldDef, unknown]),
    ['date-time', { name: 'issuedAt', kind: 'datetime' }, '2025-03-01T10:30:00.000Z'],
    ['select', { name: 'currency', kind: 'select', enumName: 'Currency' }, 'USD'],
    ['radio', { name: 'status', kind: 'radio', enumName: 'InvoiceStatus' }, 'ISSUED'],
    ['switch', { name: 'isActive', kind: 'switch' }, true],
  ];
  it.each(kinds)('%s', async (_, field, value) => {
    const readOnly = await renderCell(field, value);
    expect(tabStops(readOnly)).toEqual([]);
    // The same field editable keeps its stops.
    const editable = await renderCell(field, value, { isReadOnly: false });
    expect(tabStops(editable).length).toBeGreaterThan(0);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { FieldRenderer } from '../../../src/framework/fields/FieldRenderer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { values } from '../form/inForm';

/** A field in a Formik form whose value `name` is missing and was left: its error shows. */
function withError(name: string, start: unknown, children: ReactNode) {
  return (
    <Formik initialValues={{ [name]: start }} initialErrors={{ [name]: 'validation.required' }} initialTouched={{ [name]: true }} onSubmit={() => {}}>
      {({ values: current }) => (
        <>
          {children}
          <output>{JSON.stringify(current)}</output>
        </>
      )}
    </Formik>
  );
}

const render = (field: FieldDef, start: unknown, { isRequired = true, description }: { isRequired?: boolean; description?: string } = {}) =>
  renderWithProviders(withError(field.name, start, <FieldRenderer field={field} label="Shown" isReadOnly={false} isRequired={isRequired} description={description} />));

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('light form fields: label, required, help and error as Spectrum linked them', () => {
  it('a text line: named by its label, required, invalid with the translated error linked, and typed into Formik', async () => {
    await render({ name: 'fullName', kind: 'text' }, '');
    const input = screen.getByRole('textbox', { name: /^Shown/ });
    expect(input).toHaveAttribute('name', 'fullName');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toContain('This field is required');
    await userEvent.setup().type(input, 'Olivia');
    expect(values()).toEqual({ fullName: 'Olivia' });
  });

  it('help text is linked while there is no error', async () => {
    await renderWithProviders(
      <Formik initialValues={{ mobile: '' }} onSubmit={() => {}}>
        <FieldRenderer field={{ name: 'mobile', kind: 'tel' }} label="Mobile" description="With the country code" isReadOnly={false} />
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(describedBy(input)).toEqual(['With the country code']);
  });

  it('an enum select: a button named by value and label that lists options, with the error linked', async () => {
    await render({ name: 'role', kind: 'select', enumName: 'Role' }, null);
    const trigger = screen.getByRole('button', { name: /Shown/ });
    expect(describedBy(trigger)).toContain('This field is required');
    const user = userEvent.setup();
    await user.click(trigger);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Editor' }));
    expect(values()).toEqual({ role: 'EDITOR' });
    expect(trigger).toHaveTextContent('Editor');
  });

  it('an optional select offers “none”, which stores null', async () => {
    await render({ name: 'role', kind: 'select', enumName: 'Role' }, 'EDITOR', { isRequired: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Shown/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await user.click(options[0]);
    expect(values()).toEqual({ role: null });
  });

  it('a radio group: named, required and invalid as a group, picked with the keyboard', async () => {
    await render({ name: 'status', kind: 'radio', enumName: 'UserStatus' }, null);
    const group = screen.getByRole('radiogroup', { name: /^Shown/ });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(group)).toContain('This field is required');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard(' ');
    const first = within(group).getAllByRole('radio')[0];
    expect(first).toBeChecked();
    expect(values().status).toBe(first.getAttribute('value'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import master from '../../../src/entities/master';
import { ImportButton } from '../../../src/framework/import/ImportButton';
import { renderWithProviders } from '../../utils/renderWithProviders';

const csv = (text: string) => new File([text], 'teachers.csv', { type: 'text/csv' });

async function openImport() {
  await renderWithProviders(<ImportButton declaration={master} title="Teachers" />, { rules: 'ADMIN' });
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Import' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Import Teachers from CSV or Excel' }, { timeout: 15_000 });
  return { user, button, dialog };
}

describe('CSV import dialog on the kit', () => {
  it('opens with the file step (a drop zone and its button), and Cancel closes it with the focus back on Import', async () => {
    const { user, button, dialog } = await openImport();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('heading', { name: 'Drop a CSV or Excel (.xlsx) file here' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  }, 30_000);

  it('maps each column with a picker named by the column and its field; a missing required field is an alert until chosen', async () => {
    const { user, dialog } = await openImport();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, csv('First name,Surname,Email\nAda,Lovelace,ada@example.com\n'));
    const check = await within(dialog).findByRole('button', { name: 'Check 1 row' }, { timeout: 15_000 });
    // "Surname" matches no field: Last name is required and has no column.
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Required fields without a column');
    expect(alert).toHaveTextContent('Last name');
    expect(check).toBeDisabled();
    const surname = within(dialog).getByRole('button', { name: /Column “Surname”/ });
    expect(surname).toHaveTextContent('Do not import');
    expect(within(dialog).getByRole('button', { name: /Column “First name”/ })).toHaveTextContent('First name');
    // ↓ opens the picker; Last name is chosen from its list.
    surname.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Last name' }));
    await waitFor(() => expect(surname).toHaveTextContent('Last name'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(check).toBeEnabled();
    // The preview shows the mapped columns.
    expect(within(dialog).getByRole('table', { name: 'First rows of the file' })).toHaveTextContent('Lovelace');
  }, 30_000);
});

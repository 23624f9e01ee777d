import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MoneyField } from '../../../src/framework/fields/MoneyField';
import { ReferenceField } from '../../../src/framework/fields/ReferenceField';
import { ReferencesField } from '../../../src/framework/fields/ReferencesField';
import { TagsField } from '../../../src/framework/fields/TagsField';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { sharedTestApollo } from './renderForm';
import { inForm, values } from './inForm';



describe('field widgets', () => {
  it('finds a reference by typing part of its name and stores its id', async () => {
    const { client, db } = sharedTestApollo('ADMIN');
    const german = db.all('Language').find((row) => row.code === 'de');
    await renderWithProviders(inForm({ languageId: null }, <ReferenceField name="languageId" label="Language" entity="Language" isReadOnly={false} />), {
      apolloClient: client,
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Language' }), 'Germ');
    // The first page shows at once; the search answers after a pause in typing.
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['German']));
    await user.click(screen.getByRole('option', { name: 'German' }));
    expect(values()).toEqual({ languageId: german?.id });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('German');
  });

  it('adds references as removable tags', async () => {
    const { client } = sharedTestApollo('ADMIN');
    await renderWithProviders(inForm({ languageIds: [] }, <ReferencesField name="languageIds" label="Languages" entity="Language" isReadOnly={false} />), {
      apolloClient: client,
    });
    const user = userEvent.setup();
    const add = screen.getByRole('combobox', { name: 'Add to Languages' });
    await user.type(add, 'Fren');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['French']));
    await user.click(screen.getByRole('option', { name: 'French' }));
    expect(add).toHaveValue('');
    // The box is cleared and offers the next choice; Escape closes its list.
    await user.keyboard('{Escape}');
    const tags = screen.getByRole('grid', { name: 'Languages' });
    expect(within(tags).getByRole('row', { name: 'French' })).toBeInTheDocument();
    expect(values().languageIds).toHaveLength(1);

    await user.click(within(tags).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(values().languageIds).toEqual([]));
  });

  it('shows money in its currency and stores minor units', async () => {
    await renderWithProviders(inForm({ price: 1250, currency: 'USD' }, <MoneyField name="price" label="Price" currencyField="currency" isReadOnly={false} />));
    const price = screen.getByRole('textbox', { name: 'Price' });
    expect(price).toHaveValue('$12.50');
    const user = userEvent.setup();
    await user.clear(price);
    await user.type(price, '19.99');
    await user.tab();
    expect(values().price).toBe(1999);
  });

  it('adds a tag with Enter and removes it', async () => {
    await renderWithProviders(inForm({ tags: ['grammar'] }, <TagsField name="tags" label="Tags" isReadOnly={false} />));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New item for Tags' }), 'listening{Enter}');
    expect(values().tags).toEqual(['grammar', 'listening']);
    await user.click(within(screen.getByRole('grid', { name: 'Tags' })).getAllByRole('button', { name: /Remove/ })[0]);
    await waitFor(() => expect(values().tags).toEqual(['listening']));
  });
});

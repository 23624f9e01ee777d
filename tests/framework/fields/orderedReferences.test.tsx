import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApollo } from '../../utils/mockApollo';
import { messagesFor, renderForm } from '../form/renderForm';
import { mediaCardDeclaration } from './declarations';

/** The ids a stored card points at, in order (the store may hold the rows themselves). */
const mediaOf = (row: Record<string, unknown> | undefined) =>
  ((row?.mediaIds ?? row?.media ?? []) as (string | { id: string })[]).map((item) => (typeof item === 'string' ? item : item.id));

describe('ordered references (a media card’s media)', () => {
  it('lists the chosen rows in order; moves them with the keyboard, removes one, adds one by search, and saves that order', async () => {
    const t = await messagesFor();
    const apollo = createTestApollo('ADMIN');
    const card = apollo.db.all('MediaCard').find((row) => mediaOf(row)?.length >= 3);
    if (!card) throw new Error('no seeded card with three media');
    const ids = [...mediaOf(card)];
    const titleOf = (id: string) => String(apollo.db.get('Media', id)?.title);
    await renderForm(mediaCardDeclaration, 'mediacards', { client: apollo.client, route: `/mediacards/edit/${card.id}` });
    const user = userEvent.setup();
    const name = t('mediaCard.fields.mediaIds');
    const list = await screen.findByRole('group', { name });
    // By the DOM, not roles: while the picker's popover is open the rest of the page is aria-hidden.
  const rows = () => [...list.querySelectorAll('li .ordered-list__content')].map((content) => content.textContent);
    const button = (id: string, index: number) => within(list).getByRole('button', { name: t(id, { name, index }) });
    expect(rows()).toEqual(ids.map(titleOf));

    button('fields.list.moveDown', 1).focus();
    await user.keyboard('{Enter}');
    expect(rows().slice(0, 2)).toEqual([titleOf(ids[1]), titleOf(ids[0])]);
    expect(button('fields.list.moveDown', 2)).toHaveFocus();

    await user.click(button('fields.list.remove', 3));
    const all = apollo.db.all('Media');
    const other = all.find((media) => !ids.includes(media.id) && all.filter((m) => m.title === media.title).length === 1);
    if (!other) throw new Error('no other media');
    await user.click(within(list).getByRole('combobox', { name: t('form.references.add', { name }) }));
    await user.paste(String(other.title));
    await user.click(await screen.findByRole('option', { name: String(other.title) }, { timeout: 10_000 }));
    await waitFor(() => expect(rows()).toEqual([titleOf(ids[1]), titleOf(ids[0]), ...ids.slice(3).map(titleOf), String(other.title)]));

    // The picker stays open for the next pick; Escape closes it.
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(mediaOf(apollo.db.get('MediaCard', card.id))).toEqual([ids[1], ids[0], ...ids.slice(3), other.id]));
  }, 90_000);
});

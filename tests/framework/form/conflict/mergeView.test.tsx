import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityDrawer } from '../../../../src/framework/form/EntityDrawer';
import type { Row } from '../../../../mock-server/store/types';
import { createTestApollo } from '../../../utils/mockApollo';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { languageDeclaration } from '../declarations';
import { messagesFor, named, renderForm } from '../renderForm';
import { EntityRouteProvider } from '../../../../src/framework/entity/entityRoute';

/**
 * The merge view of a stale save, on the real form against the in-process mock server: the record
 * is changed behind the form's back (as another person's save would), then the form saves.
 */
async function editWhileSomeoneSaves(language: 'en' | 'fa' = 'en') {
  const { client, db } = createTestApollo('ADMIN');
  const row = db.all('Language').find((language) => Number(language.sortOrder) !== 7) as Row;
  const t = await messagesFor(language);
  const { router } = await renderForm(languageDeclaration, 'langs', { client, route: `/langs/edit/${row.id}`, language });
  const user = userEvent.setup();
  const field = (id: string) => screen.getByRole('textbox', { name: named(t(id)) });
  await screen.findByDisplayValue(String(row.title));
  // Someone else saves: a title and native title of their own, and a sort order the form never touched.
  db.update(row, { title: 'Their title', nativeTitle: 'Their native title', sortOrder: 7 });
  await user.clear(field('language.fields.title'));
  await user.type(field('language.fields.title'), 'My title');
  await user.clear(field('language.fields.nativeTitle'));
  await user.type(field('language.fields.nativeTitle'), 'My native title');
  await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
  const dialog = await screen.findByRole('dialog', { name: t('conflict.title') });
  return { row, t, user, router, field, dialog, who: t('conflict.someone') };
}

describe('saving a record someone else saved meanwhile', () => {
  it('lists each field both changed with mine and theirs, takes what only they changed, and saves the picks on their version', async () => {
    const { row, t, user, router, dialog, who } = await editWhileSomeoneSaves();
    const title = within(dialog).getByRole('radiogroup', { name: t('language.fields.title') });
    expect(within(title).getByRole('radio', { name: t('conflict.keepMine', { value: 'My title' }) })).toBeChecked();
    expect(within(title).getByRole('radio', { name: t('conflict.keepTheirs', { who, value: 'Their title' }) })).not.toBeChecked();
    const native = within(dialog).getByRole('radiogroup', { name: t('language.fields.nativeTitle') });
    // Only they changed the sort order: it is theirs without asking, and said so.
    expect(within(dialog).queryByRole('radiogroup', { name: t('language.fields.sortOrder') })).toBeNull();
    expect(dialog).toHaveTextContent(t('conflict.taken', { who, fields: t('language.fields.sortOrder') }));

    await user.click(within(native).getByRole('radio', { name: t('conflict.keepTheirs', { who, value: 'Their native title' }) }));
    await user.click(within(dialog).getByRole('button', { name: t('conflict.saveMerged') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/langs/manage'));
    expect(row).toMatchObject({ title: 'My title', nativeTitle: 'Their native title', sortOrder: 7 });
  });

  it('"Keep all theirs" picks every conflict from them', async () => {
    const { row, t, user, router, dialog, who } = await editWhileSomeoneSaves();
    await user.click(within(dialog).getByRole('button', { name: t('conflict.keepAllTheirs', { who }) }));
    expect(within(dialog).getByRole('radio', { name: t('conflict.keepTheirs', { who, value: 'Their title' }) })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: t('conflict.saveMerged') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/langs/manage'));
    expect(row).toMatchObject({ title: 'Their title', nativeTitle: 'Their native title', sortOrder: 7 });
  });

  it('Cancel keeps everything typed and changes nothing; saving again asks again', async () => {
    const { row, t, user, field, dialog } = await editWhileSomeoneSaves('fa');
    await user.click(within(dialog).getByRole('button', { name: t('common.actions.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('language.fields.title')).toHaveValue('My title');
    expect(field('language.fields.nativeTitle')).toHaveValue('My native title');
    expect(row).toMatchObject({ title: 'Their title', nativeTitle: 'Their native title' });
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    expect(await screen.findByRole('dialog', { name: t('conflict.title') })).toBeInTheDocument();
  });

  it('works the same in the drawer: the merge view opens over it and the drawer closes once saved', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const row = db.all('Language')[1] as Row;
    const t = await messagesFor();
    const onClose = vi.fn();
    await renderWithProviders(<EntityRouteProvider subject="Language" segment="langs"><EntityDrawer declaration={languageDeclaration} mode="edit" id={row.id} onClose={onClose} /></EntityRouteProvider>, { apolloClient: client });
    const user = userEvent.setup();
    const title = screen.getByRole.bind(screen, 'textbox', { name: named(t('language.fields.title')) });
    await waitFor(() => expect(title()).toHaveValue(String(row.title)));
    db.update(row, { title: 'Their drawer title' });
    await user.clear(title());
    await user.type(title(), 'My drawer title');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    const dialog = await screen.findByRole('dialog', { name: t('conflict.title') });
    await user.click(within(dialog).getByRole('button', { name: t('conflict.saveMerged') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(row.title).toBe('My drawer title');
  });
});

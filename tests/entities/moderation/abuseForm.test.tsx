import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import abuses from '../../../src/entities/abuse';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { createTestApollo } from '../../utils/mockApollo';
import { renderForm } from '../../framework/form/renderForm';

const declaration = abuses as unknown as EntityDeclaration;

describe('abuse report form', () => {
  it('names the reported item with a link to it, and shows who handled it without sending that', async () => {
    const apollo = createTestApollo('MODERATOR');
    const comment = apollo.db.all('Comment')[0];
    const handler = apollo.db.all('User').find((row) => row.role === 'ADMIN')!;
    const template = apollo.db.all('Abuse')[0];
    const report = apollo.db.insert('Abuse', {
      ...template, id: undefined, targetType: 'COMMENT', targetId: comment.id, status: 'RESOLVED', handledBy: handler, handledAt: '2026-01-02T10:00:00.000Z',
    });
    renderForm(declaration, 'abuses', { client: apollo.client, role: 'MODERATOR', route: `/abuses/edit/${report.id}` });

    // The item by its text, never by its id; the link opens it.
    const item = await screen.findByRole('combobox', { name: /^Reported item/ });
    await waitFor(() => expect(item).toHaveValue(String(comment.body)));
    expect(screen.getByRole('link', { name: 'Open the comment' })).toHaveAttribute('href', `/comments/edit/${comment.id}`);
    expect(document.body.textContent).not.toContain(`#${comment.id}`);
    expect(screen.queryByRole('textbox', { name: /ID/ })).not.toBeInTheDocument();
    const handledBy = screen.getByRole('combobox', { name: /^Handled by/ });
    await waitFor(() => expect((handledBy as HTMLInputElement).value).toContain(String(handler.fullName)));
    expect(handledBy).toHaveAttribute('readonly');

    // Saved, the handler stays the server's: the form sends neither field.
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Details/ }), ' Checked.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^list at/);
    const saved = apollo.db.get('Abuse', report.id)!;
    expect(String(saved.description)).toMatch(/Checked\.$/);
    expect([(saved.handledBy as { id: string }).id, saved.handledAt]).toEqual([handler.id, '2026-01-02T10:00:00.000Z']);
  }, 60_000);

  it('picks the reported item by name with the picker of the chosen type, which a change of type clears', async () => {
    const apollo = createTestApollo('MODERATOR');
    const reporter = apollo.db.all('User').find((row) => row.role === 'LEARNER')!;
    const media = apollo.db.all('Media').find((row) => /^[A-Za-z]{4}/.test(String(row.title)))!;
    const learner = apollo.db.all('User').filter((row) => row.role === 'LEARNER')[5];
    renderForm(declaration, 'abuses', { client: apollo.client, role: 'MODERATOR', route: '/abuses/new' });
    const user = userEvent.setup();

    const reporterBox = await screen.findByRole('combobox', { name: /^Reporter/ });
    await user.click(reporterBox);
    await user.paste(String(reporter.email));
    await user.click(await screen.findByRole('option', { name: new RegExp(String(reporter.fullName)) }));

    const typeGroup = screen.getByRole('radiogroup', { name: /^Reported item type/ });
    await user.click(within(typeGroup).getByRole('radio', { name: 'Media' }));
    const item = screen.getByRole('combobox', { name: /^Reported item/ });
    await user.click(item);
    await user.paste(String(media.title));
    await user.click(await screen.findByRole('option', { name: String(media.title) }));
    expect(await screen.findByRole('link', { name: 'Open the media item' })).toHaveAttribute('href', `/media/edit/${media.id}`);

    // Another type: the media item no longer fits, so the item is cleared and users are offered.
    await user.click(within(typeGroup).getByRole('radio', { name: 'User' }));
    const userItem = screen.getByRole('combobox', { name: /^Reported item/ });
    await waitFor(() => expect(userItem).toHaveValue(''));
    expect(screen.queryByRole('link', { name: /^Open the/ })).not.toBeInTheDocument();
    await user.click(userItem);
    await user.paste(String(learner.email));
    await user.click(await screen.findByRole('option', { name: new RegExp(String(learner.fullName)) }));
    expect(await screen.findByRole('link', { name: 'Open the user’s profile' })).toHaveAttribute('href', `/user/view/${learner.id}`);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^list at/);
    const created = apollo.db.all('Abuse').find((row) => row.targetId === learner.id && (row.reporter as { id: string }).id === reporter.id)!;
    expect(created).toMatchObject({ targetType: 'USER', targetId: learner.id });
  }, 60_000);
});

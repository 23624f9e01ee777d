import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import abuses from '../../../src/entities/abuse';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { createTestApollo } from '../../utils/mockApollo';
import { renderForm } from '../../framework/form/renderForm';

const declaration = abuses as unknown as EntityDeclaration;

describe('abuse report form', () => {
  it('links the reported item, follows its type, and shows who handled it without sending that', async () => {
    const apollo = createTestApollo('MODERATOR');
    const comment = apollo.db.all('Comment')[0];
    const handler = apollo.db.all('User').find((row) => row.role === 'ADMIN')!;
    const template = apollo.db.all('Abuse')[0];
    const report = apollo.db.insert('Abuse', {
      ...template, id: undefined, targetType: 'COMMENT', targetId: comment.id, status: 'RESOLVED', handledBy: handler, handledAt: '2026-01-02T10:00:00.000Z',
    });
    renderForm(declaration, 'abuses', { client: apollo.client, role: 'MODERATOR', route: `/abuses/edit/${report.id}` });

    const link = await screen.findByRole('link', { name: `Comment #${comment.id}` });
    expect(link).toHaveAttribute('href', `/comments/edit/${comment.id}`);
    const handledBy = screen.getByRole('combobox', { name: /^Handled by/ });
    await waitFor(() => expect(handledBy).toHaveValue(`${String(handler.fullName)} <${String(handler.email)}>`));
    expect(handledBy).toHaveAttribute('readonly');

    // The link follows the type chosen on the form: a user opens on their profile.
    const user = userEvent.setup();
    const typeGroup = screen.getByRole('radiogroup', { name: /^Reported item type/ });
    await user.click(within(typeGroup).getByRole('radio', { name: 'User' }));
    expect(await screen.findByRole('link', { name: `User #${comment.id}` })).toHaveAttribute('href', `/user/view/${comment.id}`);
    await user.click(within(typeGroup).getByRole('radio', { name: 'Comment' }));

    // Saved, the handler stays the server's: the form sends neither field.
    await user.type(screen.getByRole('textbox', { name: /^Details/ }), ' Checked.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^list at/);
    const saved = apollo.db.get('Abuse', report.id)!;
    expect(String(saved.description)).toMatch(/Checked\.$/);
    expect([(saved.handledBy as { id: string }).id, saved.handledAt]).toEqual([handler.id, '2026-01-02T10:00:00.000Z']);
  }, 60_000);
});

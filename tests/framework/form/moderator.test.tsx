import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tap } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createTestApollo } from '../../utils/mockApollo';
import { userDeclaration } from './declarations';
import { messagesFor, named, renderForm } from './renderForm';


describe('field permissions', () => {
  it('lets a MODERATOR change a user’s status and nothing else, and sends only the status', async () => {
    const t = await messagesFor();
    const { client: base, db } = createTestApollo('MODERATOR');
    const sent: Record<string, unknown>[] = [];
    const spy = new ApolloLink((operation, forward) =>
      forward(operation).pipe(tap(() => operation.operationName === 'UserUpdate' && sent.push(operation.variables))),
    );
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([spy, base.link]) });
    const learner = db.all('User').find((row) => row.role === 'LEARNER' && row.status === 'ACTIVE');
    if (!learner) throw new Error('The seed has an active learner.');
    const before = { ...learner };

    const { router } = await renderForm(userDeclaration, 'users', { client, role: 'MODERATOR', route: `/users/edit/${learner.id}` });
    const suspended = await screen.findByRole('radio', { name: t('enum.UserStatus.SUSPENDED') });
    expect(suspended).toBeEnabled();
    expect(suspended).not.toHaveAttribute('aria-readonly');
    for (const label of ['user.fields.email', 'user.fields.fullName', 'user.fields.mobile']) {
      expect(screen.getByRole('textbox', { name: named(t(label)) })).toHaveAttribute('readonly');
    }
    const language = screen.getByRole('combobox', { name: named(t('user.fields.learningLanguage')) });
    expect(language).toHaveAttribute('readonly');
    // The current language's label (its name from the ISO code, in English here) shows before any search ran.
    const { code } = learner.learningLanguage as { code: string };
    expect((language as HTMLInputElement).value).toBe(new Intl.DisplayNames(['en-US'], { type: 'language' }).of(code));
    // A Picker has no read-only state: its value shows as read-only text ("Learner"), not a greyed-out picker.
    const role = screen.getByRole('textbox', { name: named(t('user.fields.role')) });
    expect(role).toHaveAttribute('readonly');
    expect(role).toHaveValue(t('enum.Role.LEARNER'));

    const user = userEvent.setup();
    await user.click(suspended);
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/manage'));
    // With the version it loaded, so a stale save would be refused rather than overwrite.
    expect(sent).toEqual([{ id: learner.id, input: { status: 'SUSPENDED' }, expectedUpdatedAt: before.updatedAt }]);
    const after = db.get('User', String(learner.id));
    expect(after).toMatchObject({ status: 'SUSPENDED', email: before.email, fullName: before.fullName, mobile: before.mobile, role: before.role });
  });
});

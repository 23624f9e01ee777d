import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { historyValueText } from '../../../src/framework/form/history/historyValue';
import abuses from '../../../src/entities/abuse';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { AbuseUpdateDocument, LanguageUpdateDocument } from '../../../src/gql/graphql';
import { loadMessages } from '../../../src/i18n/loadMessages';
import { createTestApollo } from '../../utils/mockApollo';
import { languageDeclaration } from '../form/declarations';
import { messagesFor, named, renderForm } from '../form/renderForm';

describe('history values', () => {
  it('reads references by label, rich text as text, lists, flags and empties in the viewer’s language', async () => {
    const intl = createIntl({ locale: 'fa-IR', messages: await loadMessages('fa') });
    expect(historyValueText(intl, { id: '3', type: 'Language', label: 'آلمانی' })).toBe('آلمانی');
    expect(historyValueText(intl, { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'سلام' }] }] })).toBe('سلام');
    expect(historyValueText(intl, [{ id: '1', type: 'Master', label: 'الف' }, { id: '2', type: 'Master', label: 'ب' }])).toBe('الف و ب');
    expect(historyValueText(intl, true)).toBe('بله');
    expect(historyValueText(intl, null)).toBe('(خالی)');
    expect(historyValueText(intl, 1200)).toBe('۱٬۲۰۰');
  });
});

describe('the history panel of an edit form', () => {
  it('lists each change field by field and restores an earlier version into the form', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const language = db.all('Language')[0];
    const original = String(language.title);
    for (const title of ['First title', 'Second title']) {
      await client.mutate({ mutation: LanguageUpdateDocument, variables: { id: language.id, input: { title } } });
    }
    await renderForm(languageDeclaration, 'langs', { client, route: `/langs/edit/${language.id}` });
    const t = await messagesFor();
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: named(t('language.fields.title')) });
    await waitFor(() => expect(title).toHaveValue('Second title'));

    const panel = screen.getByRole('region', { name: t('undo.history.title') });
    await user.click(within(panel).getByRole('button', { name: t('undo.history.open') }));
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const [latest, earlier] = entries;
    expect(within(latest).getByRole('row', { name: `${t('language.fields.title')} First title Second title` })).toBeInTheDocument();
    expect(within(earlier).getByRole('row', { name: `${t('language.fields.title')} ${original} First title` })).toBeInTheDocument();
    expect(within(latest).queryByRole('button', { name: t('undo.history.restoreVersion') })).toBeNull();

    await user.click(within(earlier).getByRole('button', { name: t('undo.history.restoreVersion') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('undo.history.confirm.title') });
    await user.click(within(confirm).getByRole('button', { name: t('undo.history.restoreVersion') }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: named(t('language.fields.title')) })).toHaveValue('First title'));
    expect(db.get('Language', language.id)?.title).toBe('First title');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
  });

  it('names an abuse report’s reported item as people call it, never by its id (en and fa)', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const report = db.all('Abuse').find((row) => row.targetType === 'COMMENT')!;
    const comment = db.get('Comment', String(report.targetId))!;
    const media = db.all('Media')[0];
    const person = db.all('User')[20];
    await client.mutate({ mutation: AbuseUpdateDocument, variables: { id: report.id, input: { targetType: 'MEDIA', targetId: media.id } } });
    await client.mutate({ mutation: AbuseUpdateDocument, variables: { id: report.id, input: { targetType: 'USER', targetId: person.id } } });

    for (const language of ['en', 'fa'] as const) {
      const { unmount } = await renderForm(abuses as unknown as EntityDeclaration, 'abuses', { client, language, route: `/abuses/edit/${report.id}` });
      const t = await messagesFor(language);
      const panel = await screen.findByRole('region', { name: t('undo.history.title') });
      await userEvent.setup().click(within(panel).getByRole('button', { name: t('undo.history.open') }));
      const [toUser, toMedia] = await within(panel).findAllByRole('listitem');
      const item = t('abuse.fields.targetId');
      expect(within(toUser).getByRole('row', { name: `${item} ${media.title} ${person.fullName}` })).toBeInTheDocument();
      expect(within(toMedia).getByRole('row', { name: `${item} ${comment.body} ${media.title}` })).toBeInTheDocument();
      for (const id of [comment.id, media.id, person.id]) expect(within(panel).queryByRole('cell', { name: id })).toBeNull();
      // Each value reads in its own direction (a Latin title in the Persian admin keeps its order).
      expect(within(toUser).getByText(String(person.fullName)).closest('bdi')).toHaveAttribute('dir', 'auto');
      unmount();
    }
  }, 60_000);
});

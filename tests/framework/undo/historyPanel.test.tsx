import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { historyValueText } from '../../../src/framework/form/history/historyValue';
import { LanguageUpdateDocument } from '../../../src/gql/graphql';
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
});

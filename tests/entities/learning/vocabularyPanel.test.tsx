import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import keywordModules from '../../../src/entities/keywordModule';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { fakeLayout } from '../../framework/list/harness';
import { renderForm } from '../../framework/form/renderForm';
import { createTestApollo } from '../../utils/mockApollo';

type Row = Record<string, unknown> & { id: string };

beforeEach(() => fakeLayout());

/** A module of its own with two words, so the test knows every row of the panel. */
function moduleWithWords() {
  const apollo = createTestApollo('EDITOR');
  const media = apollo.db.all('Media')[0];
  const module = apollo.db.insert('KeywordModule', { title: 'Panel test', media });
  for (const [word, meaning] of [['apple', 'سیب'], ['river', 'رود']]) {
    apollo.db.insert('Vocabulary', { keywordModule: module, word, meaning, phonetic: null, example: null, audioUrl: null, language: null });
  }
  const words = () => apollo.db.all('Vocabulary').filter((row) => (row.keywordModule as Row | null)?.id === module.id);
  return { ...apollo, module, words };
}

const panel = () => screen.findByRole('region', { name: 'Words' });
const wordRows = async () => within(within(await panel()).getByRole('grid')).getAllByRole('row').slice(1);

describe('a keyword module’s words under its edit form', () => {
  it('lists only the module’s words', async () => {
    const { client, module } = moduleWithWords();
    await renderForm(keywordModules as unknown as EntityDeclaration, 'keywordmodules', { client, role: 'EDITOR', route: `/keywordmodules/edit/${module.id}` });
    await waitFor(async () => expect(await wordRows()).toHaveLength(2));
    const rows = await wordRows();
    expect(rows[0]).toHaveTextContent('apple');
    expect(rows[1]).toHaveTextContent('river');
  });

  it('adds a word in the drawer with the module preset, edits it, and deletes one after confirming', async () => {
    const { client, module, words } = moduleWithWords();
    await renderForm(keywordModules as unknown as EntityDeclaration, 'keywordmodules', { client, role: 'EDITOR', route: `/keywordmodules/edit/${module.id}` });
    const user = userEvent.setup();
    await waitFor(async () => expect(await wordRows()).toHaveLength(2));

    await user.click(within(await panel()).getByRole('button', { name: 'Add word' }));
    let drawer = await screen.findByRole('dialog', { name: 'New word' });
    // The drawer's form shows whole once its audio upload's chunk is there (the first load here).
    const word = await within(drawer).findByRole('textbox', { name: /^Word/ }, { timeout: 10_000 });
    // The module is preset, not asked for.
    expect(within(drawer).queryByRole('combobox', { name: /Keyword module/ })).not.toBeInTheDocument();
    await user.type(word, 'cloud');
    await user.type(within(drawer).getByRole('textbox', { name: /^Meaning/ }), 'ابر');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New word' })).not.toBeInTheDocument());
    await waitFor(async () => expect(await wordRows()).toHaveLength(3));
    expect(words().map((row) => row.word).sort()).toEqual(['apple', 'cloud', 'river']);

    await user.click(within(await panel()).getByRole('button', { name: 'Edit cloud' }));
    drawer = await screen.findByRole('dialog', { name: 'Edit word' });
    const meaning = within(drawer).getByRole('textbox', { name: /^Meaning/ });
    await waitFor(() => expect(meaning).toHaveValue('ابر'));
    await user.clear(meaning);
    await user.type(meaning, 'ابر سفید');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(words().find((row) => row.word === 'cloud')?.meaning).toBe('ابر سفید'));
    // Still the module's word after the edit.
    expect((words().find((row) => row.word === 'cloud')?.keywordModule as Row).id).toBe(module.id);

    await user.click(within(await panel()).getByRole('button', { name: 'Delete river' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await wordRows()).toHaveLength(2));
    expect(words().map((row) => row.word).sort()).toEqual(['apple', 'cloud']);
    // Three saves through the in-process server: slower than one interaction.
  }, 120_000);
});

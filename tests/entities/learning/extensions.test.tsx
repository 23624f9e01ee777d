import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import challenges from '../../../src/entities/challenge';
import keywordModules from '../../../src/entities/keywordModule';
import { PlayAudioButton } from '../../../src/entities/learning/PlayAudioButton';
import videoTexts from '../../../src/entities/videoText';
import { languageDir } from '../../../src/framework/display/languageDir';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { renderForm } from '../../framework/form/renderForm';
import { bodyRows, fakeLayout, renderManage } from '../../framework/list/harness';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';

type Row = Record<string, unknown> & { id: string };
const generic = (declaration: unknown) => declaration as EntityDeclaration;

beforeEach(() => fakeLayout());

describe('deleteImpact: the confirmation says what goes with the row', () => {
  it('counts a keyword module’s words, and they are deleted with it', async () => {
    const { client, db } = createTestApollo('EDITOR');
    const module = db.insert('KeywordModule', { title: 'Impact test module', media: db.all('Media')[0] });
    for (const word of ['one', 'two', 'three']) db.insert('Vocabulary', { keywordModule: module, word, meaning: word });
    await renderManage(generic(keywordModules), 'keywordmodules', { route: '/keywordmodules/manage?q=Impact%20test', role: 'EDITOR', client });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: 'Delete Impact test module' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('Its 3 words will be deleted with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db.get('KeywordModule', module.id)).toBeUndefined());
    expect(db.all('Vocabulary').filter((row) => (row.keywordModule as Row | null)?.id === module.id)).toEqual([]);
  }, 60_000);
});

describe('a column’s dir from its row’s language', () => {
  it('maps isRTL to rtl, ltr, or auto when unknown', () => {
    expect(languageDir({ isRTL: true })).toBe('rtl');
    expect(languageDir({ isRTL: false })).toBe('ltr');
    expect(languageDir(null)).toBe('auto');
  });

  it('shows an English line left to right and its Persian translation right to left, in the Persian admin', async () => {
    const { client, db } = createTestApollo('EDITOR');
    const english = db.all('Language').find((row) => row.code === 'en')!;
    const persian = db.all('Language').find((row) => row.code === 'fa')!;
    const media = db.all('Media').find((row) => (row.language as Row).id === english.id)!;
    db.insert('VideoText', { media, startMs: 1000, endMs: 2500, text: 'Direction test line', translation: 'خط آزمون جهت', translationLanguage: persian });
    await renderManage(generic(videoTexts), 'videotextandtranslation', { route: '/videotextandtranslation/manage?q=Direction%20test', role: 'EDITOR', language: 'fa', client });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('Direction test line').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('خط آزمون جهت').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('readOnly: a computed value shown but never sent', () => {
  it('is not offered on a new challenge', async () => {
    const { client } = createTestApollo('EDITOR');
    await renderForm(generic(challenges), 'challenges', { client, role: 'EDITOR', route: '/challenges/new' });
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByRole('textbox', { name: /^Participants/ })).not.toBeInTheDocument();
  });

  it('shows the participant count read-only on edit, and a save sends the rest', async () => {
    const { client, db } = createTestApollo('EDITOR');
    const challenge = db.all('Challenge')[0];
    const participants = challenge.participantCount;
    await renderForm(generic(challenges), 'challenges', { client, role: 'EDITOR', route: `/challenges/edit/${challenge.id}` });
    const count = await screen.findByRole('textbox', { name: /^Participants/ });
    await waitFor(() => expect(count).toHaveValue(String(participants)));
    expect(count).toHaveAttribute('readonly');

    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Renamed challenge');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^list at \/challenges\/manage/);
    expect(db.get('Challenge', challenge.id)).toMatchObject({ title: 'Renamed challenge', participantCount: participants });
  }, 60_000);
});

describe('PlayAudioButton', () => {
  it('renders nothing without a playable address', async () => {
    await renderWithProviders(<PlayAudioButton url="javascript:alert(1)" name="apple" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('plays the recording and offers to stop it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    await renderWithProviders(<PlayAudioButton url="https://cdn.example.com/audio/apple.mp3" name="apple" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Play the pronunciation of apple' }));
    expect(play).toHaveBeenCalledTimes(1);
    const stop = screen.getByRole('button', { name: 'Stop the pronunciation of apple' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openApp, screenshot, text, until } from '../support';
import { choose, db, dbUntil, message, pick, rowNamed, search, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const textbox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('textbox', { name: text(lang, id), exact: true });
const combobox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('combobox', { name: text(lang, id), exact: true });
const savedToast = (page: Page, lang: Lang) => page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
const summary = (page: Page) => page.locator('.form-summary');

/** A seeded media item whose title is plain Latin text, so typing it finds it at once. */
const seededMedia = (): Row => db().all('Media').find((row) => /^[A-Za-z][A-Za-z0-9 ]+$/.test(String(row.title)))!;
const vocabularyOf = (moduleId: string) => db().all('Vocabulary').filter((row) => (row.keywordModule as Row | null)?.id === moduleId);

/** Adds a word in the panel's drawer and waits for it to be listed. */
async function addWord(page: Page, lang: Lang, word: { word: string; meaning: string; phonetic: string }) {
  await button(page, lang, 'learning.vocabulary.add').click();
  const drawer = page.getByRole('dialog', { name: text(lang, 'vocabulary.new') });
  await textbox(drawer, lang, 'vocabulary.fields.word').fill(word.word);
  await textbox(drawer, lang, 'vocabulary.fields.meaning').fill(word.meaning);
  await textbox(drawer, lang, 'vocabulary.fields.phonetic').fill(word.phonetic);
  await button(drawer, lang, 'common.actions.save').click();
  await drawer.waitFor({ state: 'detached' });
  await rowNamed(page, word.word).waitFor();
}

/** Types a date and time into a Spectrum date picker, segment by segment (en: mm/dd/yyyy, hh:mm AM). */
async function typeDateTime(page: Page, label: string, keys: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(keys);
}

describe('learning content', { concurrency: 2 }, () => {
  test('EDITOR builds a keyword module: two words added in the drawer, one edited, one deleted; deleting the module says how many words go with it', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/keywordmodules/new' });
    const title = `Journey keywords ${unique()}`;
    const media = seededMedia();
    await textbox(page, lang, 'keywordModule.fields.title').fill(title);
    await pick(page, combobox(page, lang, 'keywordModule.fields.mediaId'), String(media.title));
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await page.waitForURL('**/keywordmodules/manage**');
    await dbUntil('KeywordModule', (rows) => rows.some((row) => row.title === title), 'the module is in the db');
    const created = db().all('KeywordModule').find((row) => row.title === title)!;
    assert.equal((created.media as Row).id, media.id);

    await search(page, lang, title);
    await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name: title }), exact: true }).click();
    await page.waitForURL(`**/keywordmodules/edit/${created.id}`);
    const panel = page.getByRole('region', { name: text(lang, 'keywordModule.fields.vocabularies') });
    await panel.getByRole('heading', { name: text(lang, 'list.empty.title') }).waitFor();

    await addWord(page, lang, { word: 'serendipity', meaning: 'a happy accident', phonetic: 'ˌsɛrənˈdɪpɪti' });
    await addWord(page, lang, { word: 'ephemeral', meaning: 'lasting a short time', phonetic: 'ɪˈfɛmərəl' });
    await dbUntil('Vocabulary', () => vocabularyOf(created.id).length === 2, 'both words are in the db');
    assert.deepEqual(vocabularyOf(created.id).map((row) => row.word).sort(), ['ephemeral', 'serendipity']);
    await screenshot(page, 'learning-keyword-module-en-light');

    // Edited in the drawer: it opens with the saved values.
    await page.getByRole('button', { name: message(lang, 'list.actions.editRow', { name: 'serendipity' }), exact: true }).click();
    const editor = page.getByRole('dialog', { name: text(lang, 'vocabulary.edit') });
    const meaning = textbox(editor, lang, 'vocabulary.fields.meaning');
    await until(async () => (await meaning.inputValue()) === 'a happy accident', 'the drawer shows the saved meaning');
    await meaning.fill('a fortunate discovery by chance');
    await button(editor, lang, 'common.actions.save').click();
    await editor.waitFor({ state: 'detached' });
    await rowNamed(page, 'serendipity').getByRole('gridcell', { name: 'a fortunate discovery by chance' }).waitFor();
    assert.equal(vocabularyOf(created.id).find((row) => row.word === 'serendipity')?.meaning, 'a fortunate discovery by chance');

    // Deleted after confirming.
    await page.getByRole('button', { name: message(lang, 'list.actions.deleteRow', { name: 'ephemeral' }), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: text(lang, 'list.confirm.deleteTitle') });
    await button(confirm, lang, 'common.actions.delete').click();
    await confirm.waitFor({ state: 'detached' });
    await rowNamed(page, 'ephemeral').waitFor({ state: 'detached' });
    assert.deepEqual(vocabularyOf(created.id).map((row) => row.word), ['serendipity']);

    // The module goes with its one remaining word, and the confirmation says so first.
    await page.goto(`/keywordmodules/manage?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: message(lang, 'list.actions.deleteRow', { name: title }), exact: true }).click();
    const moduleConfirm = page.getByRole('alertdialog', { name: text(lang, 'list.confirm.deleteTitle') });
    await moduleConfirm.getByText('Its 1 word will be deleted with it.').waitFor();
    await button(moduleConfirm, lang, 'common.actions.delete').click();
    await moduleConfirm.waitFor({ state: 'detached' });
    await dbUntil('KeywordModule', (rows) => !rows.some((row) => row.id === created.id), 'the module is gone');
    assert.equal(vocabularyOf(created.id).length, 0, 'its words went with it');
  });

  test('EDITOR cannot save a short question without an accepted answer (fa)', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/shortquestion/new' });
    const question = `پایتخت فرانسه کجاست؟ ${unique()}`;
    await pick(page, combobox(page, lang, 'shortQuestion.fields.mediaId'), String(seededMedia().title));
    await textbox(page, lang, 'shortQuestion.fields.question').fill(question);
    await button(page, lang, 'common.actions.save').click();
    await summary(page).getByText(text(lang, 'validation.answerRequired')).waitFor();
    // Also next to the answers, and nothing typed is lost.
    await page.getByText(text(lang, 'validation.answerRequired')).nth(1).waitFor();
    assert.equal(await textbox(page, lang, 'shortQuestion.fields.question').inputValue(), question);
    assert.equal(new URL(page.url()).pathname, '/shortquestion/new');
    assert.equal(db().all('ShortQuestion').some((row) => row.question === question), false);
    await screenshot(page, 'learning-short-question-fa-light-errors');

    // With an answer it saves.
    const answer = page.getByRole('textbox', { name: message(lang, 'fields.list.item', { name: text(lang, 'shortQuestion.fields.answers'), index: 1 }), exact: true });
    await answer.fill('پاریس');
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('ShortQuestion', (rows) => rows.some((row) => row.question === question), 'the question is in the db');
    assert.deepEqual(db().all('ShortQuestion').find((row) => row.question === question)?.answers, ['پاریس']);
  });

  test('EDITOR cannot save a video-text line that ends before it starts; the typed values stay', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/videotextandtranslation/new' });
    const line = `Where is the station? ${unique()}`;
    await pick(page, combobox(page, lang, 'videoText.fields.mediaId'), String(seededMedia().title));
    const start = textbox(page, lang, 'learning.fields.start');
    const end = textbox(page, lang, 'learning.fields.end');
    await start.fill('01:30.000');
    await end.fill('00:10.500');
    await textbox(page, lang, 'videoText.fields.text').fill(line);
    await textbox(page, lang, 'videoText.fields.translation').fill('ایستگاه کجاست؟');
    await button(page, lang, 'common.actions.save').click();
    await summary(page).getByText(text(lang, 'validation.endAfterStart')).waitFor();
    assert.equal(await end.getAttribute('aria-invalid'), 'true', 'the end field is marked invalid');
    assert.deepEqual(
      [await start.inputValue(), await end.inputValue(), await textbox(page, lang, 'videoText.fields.text').inputValue()],
      ['01:30.000', '00:10.500', line],
    );
    assert.equal(db().all('VideoText').some((row) => row.text === line), false);
    await screenshot(page, 'learning-video-text-en-light-errors');

    // Corrected, it saves and lists in order of its start under its media.
    await end.fill('01:34.250');
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('VideoText', (rows) => rows.some((row) => row.text === line), 'the line is in the db');
    const saved = db().all('VideoText').find((row) => row.text === line)!;
    assert.deepEqual([saved.startMs, saved.endMs], [90_000, 94_250]);
  });

  test('EDITOR creates a challenge and finds it by its status filter', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/challenges/new' });
    const title = `Journey challenge ${unique()}`;
    await textbox(page, lang, 'challenge.fields.title').fill(title);
    await pick(page, combobox(page, lang, 'challenge.fields.languageId'), 'English', 'English (en)');
    await typeDateTime(page, text(lang, 'challenge.fields.startsAt'), '061520311030AM');
    await typeDateTime(page, text(lang, 'challenge.fields.endsAt'), '070120310600PM');
    await textbox(page, lang, 'challenge.fields.rewardPoints').fill('250');
    await page.getByRole('radio', { name: text(lang, 'enum.ChallengeStatus.ACTIVE'), exact: true }).click();
    // The participant count is the app's to keep: a new challenge does not offer it.
    assert.equal(await textbox(page, lang, 'challenge.fields.participantCount').count(), 0);
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await page.waitForURL('**/challenges/manage**');
    await dbUntil('Challenge', (rows) => rows.some((row) => row.title === title), 'the challenge is in the db');
    const created = db().all('Challenge').find((row) => row.title === title)!;
    assert.deepEqual(
      { status: created.status, rewardPoints: created.rewardPoints, participants: created.participantCount, starts: new Date(String(created.startsAt)) < new Date(String(created.endsAt)) },
      { status: 'ACTIVE', rewardPoints: 250, participants: 0, starts: true },
    );

    const filters = page.getByRole('search');
    await search(page, lang, title);
    await choose(page, filters.getByRole('button', { name: text(lang, 'challenge.fields.status') }), text(lang, 'enum.ChallengeStatus.ACTIVE'));
    await page.waitForURL((url) => url.searchParams.get('status') === 'ACTIVE');
    await rowNamed(page, title).waitFor();
    await choose(page, filters.getByRole('button', { name: text(lang, 'challenge.fields.status') }), text(lang, 'enum.ChallengeStatus.ENDED'));
    await page.getByRole('heading', { name: text(lang, 'list.empty.title') }).waitFor();

    // On its edit form the participant count shows, read-only.
    await page.goto(`/challenges/edit/${created.id}`);
    const participants = textbox(page, lang, 'challenge.fields.participantCount');
    await until(async () => (await participants.inputValue()) === '0', 'the form shows the participant count');
    assert.equal(await participants.isEditable(), false, 'the participant count is read-only');
  });

  test('an untouched challenge form leaves without asking (fa)', async (t) => {
    const lang = 'fa';
    const challenge = db().all('Challenge')[0];
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/challenges/edit/${challenge.id}` });
    const title = textbox(page, lang, 'challenge.fields.title');
    await until(async () => (await title.inputValue()) === challenge.title, 'the form shows the challenge');
    await button(page, lang, 'common.actions.cancel').click();
    await page.waitForURL('**/challenges/manage**');
  });

  // The other screens are captured by the journeys above; these two show Persian layout and dark mode.
  test('a module’s words and their drawer to look at in fa, dark', async (t) => {
    const lang = 'fa';
    const module = db().all('KeywordModule').find((row) => vocabularyOf(row.id).length >= 3)!;
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme: 'dark', path: `/keywordmodules/edit/${module.id}` });
    await page.getByRole('region', { name: text(lang, 'keywordModule.fields.vocabularies') }).getByRole('row').nth(3).waitFor();
    await screenshot(page, 'learning-keyword-module-fa-dark');
    await button(page, lang, 'learning.vocabulary.add').click();
    await page.getByRole('dialog', { name: text(lang, 'vocabulary.new') }).waitFor();
    await screenshot(page, 'learning-vocabulary-drawer-fa-dark');
  });

  test('one media item’s lines in order, each in its own direction, to look at in fa', async (t) => {
    const lang = 'fa';
    const media = db().all('VideoText')[0].media as Row;
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: `/videotextandtranslation/manage?mediaId=${media.id}` });
    await page.getByRole('grid').getByRole('row').nth(2).waitFor();
    await screenshot(page, 'learning-video-text-fa-light');
  });
});

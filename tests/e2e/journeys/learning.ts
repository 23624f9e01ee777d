import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { languageName, openApp, screenshot, text, until } from '../support';
import { choose, clickAtRest, db, dbUntil, grid, insertCopy, message, pick, rowNamed, search, unique, type Row } from '../support/entities';

type Lang = 'fa' | 'en';

const button = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('button', { name: text(lang, id), exact: true });
const textbox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('textbox', { name: text(lang, id), exact: true });
const combobox = (scope: Page | Locator, lang: Lang, id: string) => scope.getByRole('combobox', { name: text(lang, id), exact: true });
const savedToast = (page: Page, lang: Lang) => page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
const summary = (page: Page) => page.locator('.form-summary');

/** A seeded media item whose title is plain Latin text, so typing it finds it at once. */
const seededMedia = (): Row => db().all('Media').find((row) => /^[A-Za-z][A-Za-z0-9 ]+$/.test(String(row.title)))!;
const masterName = (row: Row) => `${String(row.firstName)} ${String(row.lastName)}`;
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

/** A rich text field's editable area (it replaces its placeholder once the editor's chunk is there). */
const richText = (page: Page, lang: Lang, id: string) => page.getByRole('textbox', { name: text(lang, id), exact: true });
const tool = (page: Page, lang: Lang, id: string) =>
  page.getByRole('toolbar', { name: text(lang, 'widgets.richtext.toolbar') }).getByRole('button', { name: text(lang, `widgets.richtext.tool.${id}`), exact: true });

/** Every node and mark type of a stored rich-text document, with its text, e.g. `heading:2`, `bold:Be on time.`. */
function richParts(doc: unknown): string[] {
  const node = doc as { type?: string; attrs?: { level?: number }; text?: string; marks?: { type: string }[]; content?: unknown[] } | null;
  if (!node || typeof node !== 'object') return [];
  const own = node.type === 'heading' ? [`heading:${node.attrs?.level}`] : node.type && node.type !== 'text' ? [node.type] : [];
  const marks = (node.marks ?? []).map((mark) => `${mark.type}:${node.text}`);
  return [...own, ...marks, ...(node.content ?? []).flatMap(richParts)];
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

  test('EDITOR writes a comprehension passage with the full toolbar, level and language, and finds it in the list (fa)', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/comprehension/new' });
    const title = `درک مطلب ایستگاه ${unique()}`;
    const media = seededMedia();
    const english = db().all('Language').find((row) => row.code === 'en')!;
    const passage = richText(page, lang, 'comprehension.fields.passage');
    // The form shows whole once the editor's chunk is there: nothing moves under the presses below.
    await passage.waitFor();
    await textbox(page, lang, 'comprehension.fields.title').fill(title);
    await pick(page, combobox(page, lang, 'comprehension.fields.mediaId'), String(media.title));
    await choose(page, page.getByRole('button', { name: text(lang, 'comprehension.fields.level') }), text(lang, 'enum.Level.B1'));
    await pick(page, combobox(page, lang, 'comprehension.fields.languageId'), languageName(lang, 'en'), languageName(lang, 'en'));

    // A heading, a paragraph with a bold sentence, and a quote, from the full toolbar.
    await passage.click();
    await clickAtRest(tool(page, lang, 'heading2'));
    await page.keyboard.type('At the station');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The train leaves at nine. ');
    await clickAtRest(tool(page, lang, 'bold'));
    await page.keyboard.type('Be on time.');
    await clickAtRest(tool(page, lang, 'bold'));
    await page.keyboard.press('Enter');
    await clickAtRest(tool(page, lang, 'blockquote'));
    await page.keyboard.type('Where is platform two?');
    await passage.getByRole('heading', { name: 'At the station', level: 2 }).waitFor();
    await screenshot(page, 'learning-comprehension-new-fa-light');

    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await page.waitForURL('**/comprehension/manage**');
    await dbUntil('Comprehension', (rows) => rows.some((row) => row.title === title), 'the passage is in the db');
    const saved = db().all('Comprehension').find((row) => row.title === title)!;
    assert.deepEqual(
      { media: (saved.media as Row).id, level: saved.level, language: (saved.language as Row | null)?.id },
      { media: media.id, level: 'B1', language: english.id },
    );
    const parts = richParts(saved.passage);
    for (const part of ['heading:2', 'bold:Be on time.', 'blockquote']) assert.ok(parts.includes(part), `the passage has ${part}: ${parts.join(', ')}`);
    assert.match(JSON.stringify(saved.passage), /At the station.*The train leaves at nine\. .*Be on time\..*Where is platform two\?/);

    // Found by its title in the list, with its level and language.
    await search(page, lang, title);
    const row = rowNamed(page, title);
    await row.waitFor();
    await row.getByRole('gridcell', { name: 'B1', exact: true }).waitFor();
    await row.getByRole('gridcell', { name: languageName(lang, 'en'), exact: true }).waitFor();
  });

  test('EDITOR cannot save a professor’s explanation that ends past its media item; the typed values stay, and corrected it saves (en)', async (t) => {
    const lang = 'en';
    // A media item of the journey's own, 95 seconds long, so no other journey changes its length.
    const media = insertCopy('Media', { title: `Journey explained ${unique()}`, durationSeconds: 95, status: 'DRAFT' });
    // A master whose Latin first name no other master has: typing it lists this one alone (the picker searches each name apart).
    const masters = db().all('Master');
    const firstNamed = (name: unknown) => masters.filter((row) => row.firstName === name).length;
    const master = masters.find((row) => /^[A-Za-z]+ [A-Za-z]+$/.test(masterName(row)) && firstNamed(row.firstName) === 1)!;
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/professorsexplanation/new' });
    const content = richText(page, lang, 'professorExplanation.fields.content');
    await content.waitFor();
    await pick(page, combobox(page, lang, 'professorExplanation.fields.mediaId'), String(media.title));
    // Once the media is chosen the form says how long it is.
    const length = page.getByRole('group', { name: text(lang, 'learning.fields.mediaLength') });
    await length.getByText(message(lang, 'learning.explanation.mediaLength', { length: '01:35.000' })).waitFor();
    await pick(page, combobox(page, lang, 'professorExplanation.fields.masterId'), String(master.firstName), masterName(master));
    const start = textbox(page, lang, 'learning.fields.start');
    const end = textbox(page, lang, 'learning.fields.end');
    await start.fill('01:20.000');
    await end.fill('01:50.000');
    const explanation = `Notice how the question rises at the end. ${unique()}`;
    await content.click();
    await page.keyboard.type(explanation);

    await button(page, lang, 'common.actions.save').click();
    await summary(page).getByText(text(lang, 'learning.explanation.afterMediaEnd')).waitFor();
    // Also beside the media length, and nothing typed is lost.
    await length.getByRole('alert').getByText(text(lang, 'learning.explanation.afterMediaEnd')).waitFor();
    assert.deepEqual(
      {
        media: await combobox(page, lang, 'professorExplanation.fields.mediaId').inputValue(),
        master: await combobox(page, lang, 'professorExplanation.fields.masterId').inputValue(),
        start: await start.inputValue(),
        end: await end.inputValue(),
        content: (await content.innerText()).trim(),
      },
      { media: String(media.title), master: masterName(master), start: '01:20.000', end: '01:50.000', content: explanation },
    );
    assert.equal(new URL(page.url()).pathname, '/professorsexplanation/new');
    const mine = (rows: Row[]) => rows.filter((row) => (row.media as Row | null)?.id === media.id);
    assert.equal(mine(db().all('ProfessorExplanation')).length, 0, 'nothing was saved');
    await screenshot(page, 'learning-professor-explanation-en-light-errors');

    // Inside the media item, it saves.
    await end.fill('01:34.000');
    await button(page, lang, 'common.actions.save').click();
    await savedToast(page, lang);
    await dbUntil('ProfessorExplanation', (rows) => mine(rows).length === 1, 'the explanation is in the db');
    const saved = mine(db().all('ProfessorExplanation'))[0];
    assert.deepEqual(
      { master: (saved.master as Row).id, startMs: saved.startMs, endMs: saved.endMs, content: JSON.stringify(saved.content).includes(explanation) },
      { master: master.id, startMs: 80_000, endMs: 94_000, content: true },
    );
  });

  test('EDITOR creates a challenge and finds it by its status filter', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/challenges/new' });
    const title = `Journey challenge ${unique()}`;
    await textbox(page, lang, 'challenge.fields.title').fill(title);
    await pick(page, combobox(page, lang, 'challenge.fields.languageId'), languageName(lang, 'en'), languageName(lang, 'en'));
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
    await page.getByRole('grid', { name: text(lang, 'nav.entities.videotextandtranslation') }).getByRole('row').nth(2).waitFor();
    await screenshot(page, 'learning-video-text-fa-light');

    // In the form too: an English line lays out left to right in the Persian admin, its Persian translation right to left.
    await page.goto('/videotextandtranslation/new');
    const line = textbox(page, lang, 'videoText.fields.text');
    const translation = textbox(page, lang, 'videoText.fields.translation');
    await line.fill('Where is the station?');
    await translation.fill('ایستگاه کجاست؟');
    const direction = (box: Locator) => box.evaluate((node) => getComputedStyle(node).direction);
    assert.deepEqual([await direction(line), await direction(translation)], ['ltr', 'rtl']);
    await screenshot(page, 'learning-video-text-form-fa-light');
  });

  // The other learning screens, in Persian on a light theme and in English on a dark one.
  for (const [lang, theme] of [['fa', 'light'], ['en', 'dark']] as const) {
    test(`the learning screens to look at in ${lang}, ${theme}`, async (t) => {
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, theme, path: '/challenges/manage' });
      const shot = (screen: string) => screenshot(page, `learning-${screen}-${lang}-${theme}`);
      const shows = (box: Locator, value: unknown, what: string) => until(async () => (await box.inputValue()) === String(value), what);

      await grid(page, lang, 'challenges').getByRole('row').nth(2).waitFor();
      await shot('challenge-list');

      const challenge = db().all('Challenge')[0];
      await page.goto(`/challenges/edit/${challenge.id}`);
      await shows(textbox(page, lang, 'challenge.fields.title'), challenge.title, 'the challenge form shows its title');
      await shot('challenge-form');

      const comprehension = db().all('Comprehension').find((row) => row.passage && row.level && row.language)!;
      await page.goto(`/comprehension/edit/${comprehension.id}`);
      await shows(textbox(page, lang, 'comprehension.fields.title'), comprehension.title, 'the comprehension form shows its title');
      await until(async () => (await richText(page, lang, 'comprehension.fields.passage').innerText()).trim() !== '', 'the passage shows');
      await shot('comprehension-form');

      const explanation = db().all('ProfessorExplanation').find((row) => Number((row.media as Row).durationSeconds) > 0 && row.startMs != null && row.content && row.videoUrl)!;
      await page.goto(`/professorsexplanation/edit/${explanation.id}`);
      await page.getByRole('group', { name: text(lang, 'learning.fields.mediaLength') }).waitFor();
      await until(async () => (await richText(page, lang, 'professorExplanation.fields.content').innerText()).trim() !== '', 'the explanation shows');
      await shot('professor-explanation-form');

      const question = db().all('ShortQuestion')[0];
      await page.goto(`/shortquestion/edit/${question.id}`);
      await shows(textbox(page, lang, 'shortQuestion.fields.question'), question.question, 'the short question form shows its question');
      await shot('short-question-form');

      // A module whose few words fit on its panel's first page, each named once.
      const module = db().all('KeywordModule').find((row) => {
        const words = vocabularyOf(row.id).map((word) => word.word);
        return words.length >= 2 && words.length <= 8 && new Set(words).size === words.length;
      })!;
      const word = vocabularyOf(module.id)[0];
      await page.goto(`/keywordmodules/edit/${module.id}`);
      await clickAtRest(page.getByRole('button', { name: message(lang, 'list.actions.editRow', { name: String(word.word) }), exact: true }));
      const drawer = page.getByRole('dialog', { name: text(lang, 'vocabulary.edit') });
      await shows(textbox(drawer, lang, 'vocabulary.fields.word'), word.word, 'the drawer shows the word');
      await shot('vocabulary-drawer');
    });
  }
});

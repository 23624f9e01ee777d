import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { languageName, openApp, text, until } from '../support';
import { choose, db, dbUntil, deleteRow, insertCopy, listIsEmpty, message, pick, rowNamed, search, unique, type Row } from '../support/entities';

/** A two-letter language code no language has yet (the code is unique). */
function freeLanguageCode(): string {
  const used = new Set(db().all('Language').map((row) => row.code));
  for (const a of 'qxzjvwkyb') for (const b of 'qxzjvwkyb') if (!used.has(a + b)) return a + b;
  throw new Error('no free language code');
}

/**
 * A pending payment of the journey's own (payments have no new screen), so the seeded 10,000
 * stay as they are for the list journeys.
 */
const journeyPayment = () => insertCopy('Payment', { status: 'PENDING', trackingCode: `JRN${unique().toUpperCase()}` }) as Row & { trackingCode: string };

const savedToast = (page: Page, lang: 'fa' | 'en') => page.getByText(text(lang, 'form.toast.saved')).first().waitFor();
const field = (scope: Page | ReturnType<Page['getByRole']>, lang: 'fa' | 'en', id: string) =>
  scope.getByRole('textbox', { name: text(lang, id), exact: true });

describe('entities: ADMIN creates, edits and deletes', { concurrency: 2 }, () => {
  test('Language in the drawer (en)', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/langs/manage' });
    const code = freeLanguageCode();
    const title = `Journey ${unique()}`;
    await page.getByRole('button', { name: text(lang, 'language.add'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: text(lang, 'language.new') });
    await field(drawer, lang, 'language.fields.title').fill(title);
    await field(drawer, lang, 'language.fields.nativeTitle').fill('زبان آزمون');
    await field(drawer, lang, 'language.fields.code').fill(code);
    await pick(page, drawer.getByRole('combobox', { name: text(lang, 'language.fields.countryCode') }), 'NO');
    await drawer.getByRole('switch', { name: text(lang, 'language.fields.isRTL') }).click();
    await drawer.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await savedToast(page, lang);
    await drawer.waitFor({ state: 'detached' });
    await dbUntil('Language', (rows) => rows.some((row) => row.code === code), 'the language is in the db');
    const created = db().all('Language').find((row) => row.code === code)!;
    assert.deepEqual(
      { title: created.title, nativeTitle: created.nativeTitle, countryCode: created.countryCode, isRTL: created.isRTL, isActive: created.isActive },
      { title, nativeTitle: 'زبان آزمون', countryCode: 'NO', isRTL: true, isActive: true },
    );

    await search(page, lang, title);
    const row = rowNamed(page, title);
    await row.getByRole('gridcell', { name: code, exact: true }).waitFor();

    // A language is named from its code in the viewer's language, by its title when the code has none.
    await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name: languageName(lang, code, title) }), exact: true }).click();
    const editor = page.getByRole('dialog', { name: text(lang, 'language.edit') });
    const native = field(editor, lang, 'language.fields.nativeTitle');
    await until(async () => (await native.inputValue()) === 'زبان آزمون', 'the drawer shows the saved native name');
    await native.fill('زبان ویرایش‌شده');
    await editor.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await row.getByRole('gridcell', { name: 'زبان ویرایش‌شده', exact: true }).waitFor();
    assert.equal(db().get('Language', created.id)?.nativeTitle, 'زبان ویرایش‌شده');

    await deleteRow(page, lang, languageName(lang, code, title));
    await listIsEmpty(page, lang);
    assert.equal(db().get('Language', created.id), undefined);
  });
  test('Accent in the drawer (fa)', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/accents/manage' });
    const title = `لهجه ${unique()}`;
    await page.getByRole('button', { name: text(lang, 'accent.add'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: text(lang, 'accent.new') });
    await field(drawer, lang, 'accent.fields.title').fill(title);
    await pick(page, drawer.getByRole('combobox', { name: text(lang, 'accent.fields.languageId') }), languageName(lang, 'de'), languageName(lang, 'de'));
    await pick(page, drawer.getByRole('combobox', { name: text(lang, 'accent.fields.countryCode') }), 'AT');
    await drawer.getByRole('switch', { name: text(lang, 'accent.fields.isActive') }).click();
    await drawer.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await savedToast(page, lang);
    await drawer.waitFor({ state: 'detached' });
    await dbUntil('Accent', (rows) => rows.some((row) => row.title === title), 'the accent is in the db');
    const created = db().all('Accent').find((row) => row.title === title)!;
    assert.deepEqual(
      { language: (created.language as { code: string }).code, countryCode: created.countryCode, isActive: created.isActive },
      { language: 'de', countryCode: 'AT', isActive: false },
    );

    await search(page, lang, title);
    const row = rowNamed(page, title);
    await row.getByRole('gridcell', { name: languageName(lang, 'de'), exact: true }).waitFor();

    await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name: title }), exact: true }).click();
    const editor = page.getByRole('dialog', { name: text(lang, 'accent.edit') });
    const language = editor.getByRole('combobox', { name: text(lang, 'accent.fields.languageId') });
    await until(async () => (await language.inputValue()) === languageName(lang, 'de'), 'the drawer shows the saved language');
    await pick(page, language, languageName(lang, 'fr'), languageName(lang, 'fr'));
    await editor.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await row.getByRole('gridcell', { name: languageName(lang, 'fr'), exact: true }).waitFor();
    assert.equal((db().get('Accent', created.id)?.language as { code: string }).code, 'fr');

    await deleteRow(page, lang, title);
    await listIsEmpty(page, lang);
    assert.equal(db().get('Accent', created.id), undefined);
  });

  test('Master on its page (en): rich text bio, languages, country, switch', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/masters/new' });
    const id = unique();
    const first = 'Journey';
    const last = `Master${id}`;
    const email = `master.${id}@journey.example.com`;
    await field(page, lang, 'master.fields.firstName').fill(first);
    await field(page, lang, 'master.fields.lastName').fill(last);
    await field(page, lang, 'master.fields.email').fill(email);
    await pick(page, page.getByRole('combobox', { name: text(lang, 'master.fields.countryCode') }), 'DE');
    const addLanguage = page.getByRole('combobox', { name: message(lang, 'form.references.add', { name: text(lang, 'master.fields.languageIds') }) });
    await pick(page, addLanguage, 'Germ', 'German');
    await pick(page, addLanguage, 'Span', 'Spanish');
    // The picker stays open for the next language; leaving it with Tab closes it.
    await addLanguage.press('Tab');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const tags = page.getByRole('grid', { name: text(lang, 'master.fields.languageIds') });
    assert.deepEqual(await tags.getByRole('row').allInnerTexts(), ['German', 'Spanish']);
    await page.getByRole('switch', { name: text(lang, 'master.fields.isActive') }).click();
    const bio = page.getByRole('textbox', { name: text(lang, 'master.fields.bio') });
    await bio.click();
    await page.keyboard.type('Teaches German and Spanish through songs.');
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await savedToast(page, lang);
    await page.waitForURL('**/masters/manage**');
    await dbUntil('Master', (rows) => rows.some((row) => row.email === email), 'the master is in the db');
    const created = db().all('Master').find((row) => row.email === email)!;
    assert.deepEqual(
      {
        first: created.firstName, last: created.lastName, countryCode: created.countryCode, isActive: created.isActive,
        languages: (created.languages as { code: string }[]).map((language) => language.code),
        bio: JSON.stringify(created.bio).includes('Teaches German and Spanish through songs.'),
      },
      { first, last, countryCode: 'DE', isActive: false, languages: ['de', 'es'], bio: true },
    );

    await search(page, lang, email);
    const name = `${first} ${last}`;
    const row = rowNamed(page, name);
    await row.getByRole('gridcell', { name: 'German, Spanish', exact: true }).waitFor();

    await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name }), exact: true }).click();
    await page.waitForURL(`**/masters/edit/${created.id}`);
    const lastName = field(page, lang, 'master.fields.lastName');
    await until(async () => (await lastName.inputValue()) === last, 'the form shows the saved last name');
    await lastName.fill(`${last}x`);
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await page.waitForURL('**/masters/manage**');
    // The list should come back with its search (see the todo in entities-lists.ts); search again meanwhile.
    await search(page, lang, email);
    await rowNamed(page, `${name}x`).waitFor();
    assert.equal(db().get('Master', created.id)?.lastName, `${last}x`);

    await deleteRow(page, lang, `${name}x`);
    await listIsEmpty(page, lang);
    assert.equal(db().get('Master', created.id), undefined);
  });

  test('User on its page (fa): select, radios, references, country', async (t) => {
    const lang = 'fa';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/users/new' });
    const id = unique();
    const fullName = `کاربر آزمون ${id}`;
    const email = `user.${id}@journey.example.com`;
    await field(page, lang, 'user.fields.fullName').fill(fullName);
    await field(page, lang, 'user.fields.email').fill(email);
    await field(page, lang, 'user.fields.mobile').fill('+989121112233');
    await page.getByRole('radio', { name: text(lang, 'enum.UserStatus.PENDING') }).click();
    await pick(page, page.getByRole('combobox', { name: text(lang, 'user.fields.countryCode') }), 'IR');
    await pick(page, page.getByRole('combobox', { name: text(lang, 'user.fields.learningLanguageId') }), languageName(lang, 'fr'), languageName(lang, 'fr'));
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await savedToast(page, lang);
    await page.waitForURL('**/users/manage**');
    await dbUntil('User', (rows) => rows.some((row) => row.email === email), 'the user is in the db');
    const created = db().all('User').find((row) => row.email === email)!;
    assert.deepEqual(
      {
        fullName: created.fullName, mobile: created.mobile, role: created.role, status: created.status, countryCode: created.countryCode,
        learning: (created.learningLanguage as { code: string } | null)?.code,
      },
      { fullName, mobile: '+989121112233', role: 'LEARNER', status: 'PENDING', countryCode: 'IR', learning: 'fr' },
    );

    await search(page, lang, email);
    const row = rowNamed(page, fullName);
    await row.getByRole('gridcell', { name: text(lang, 'enum.UserStatus.PENDING'), exact: true }).waitFor();

    await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name: fullName }), exact: true }).click();
    await page.waitForURL(`**/users/edit/${created.id}`);
    const suspended = page.getByRole('radio', { name: text(lang, 'enum.UserStatus.SUSPENDED') });
    await suspended.click();
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await page.waitForURL('**/users/manage**');
    await search(page, lang, email);
    await row.getByRole('gridcell', { name: text(lang, 'enum.UserStatus.SUSPENDED'), exact: true }).waitFor();
    assert.equal(db().get('User', created.id)?.status, 'SUSPENDED');

    await deleteRow(page, lang, fullName);
    await listIsEmpty(page, lang);
    assert.equal(db().get('User', created.id), undefined);
  });
  test('Quiz on its page (en): media, rich text question, level, options and the correct answer', async (t) => {
    const lang = 'en';
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/quiz/new' });
    const question = `Journey question ${unique()}?`;
    const media = page.getByRole('combobox', { name: text(lang, 'quiz.fields.mediaId') });
    await pick(page, media, 'Cooking');
    const mediaTitle = await media.inputValue();
    await page.getByRole('textbox', { name: text(lang, 'quiz.fields.question') }).click();
    await page.keyboard.type(question);
    await choose(page, page.getByRole('button', { name: text(lang, 'quiz.fields.level') }), text(lang, 'enum.Level.B1'));
    await page.getByRole('textbox', { name: message(lang, 'quiz.options.text', { index: 1 }), exact: true }).fill('Paris');
    await page.getByRole('textbox', { name: message(lang, 'quiz.options.text', { index: 2 }), exact: true }).fill('Rome');
    const correct = `${text(lang, 'quiz.options.correct')}: ${message(lang, 'quiz.options.text', { index: 2 })}`;
    await page.getByRole('radio', { name: correct, exact: true }).click();
    await field(page, lang, 'quiz.fields.explanation').fill('Rome is the capital of Italy.');
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await savedToast(page, lang);
    await page.waitForURL('**/quiz/manage**');
    await dbUntil('Quiz', (rows) => rows.some((row) => row.questionText === question), 'the quiz is in the db');
    const created = db().all('Quiz').find((row) => row.questionText === question)!;
    assert.deepEqual(
      { media: (created.media as { title: string }).title, markingMode: created.markingMode, level: created.level, options: created.options, explanation: created.explanation },
      {
        media: mediaTitle, markingMode: 'SINGLE', level: 'B1', explanation: 'Rome is the capital of Italy.',
        options: [{ text: 'Paris', isCorrect: false }, { text: 'Rome', isCorrect: true }],
      },
    );

    await search(page, lang, question);
    const row = rowNamed(page, question);
    await row.getByRole('gridcell', { name: 'B1', exact: true }).waitFor();

    await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name: question }), exact: true }).click();
    await page.waitForURL(`**/quiz/edit/${created.id}`);
    const level = page.getByRole('button', { name: text(lang, 'quiz.fields.level') });
    await until(async () => (await level.innerText()).includes('B1'), 'the form shows the saved level');
    await choose(page, level, text(lang, 'enum.Level.C1'));
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await page.waitForURL('**/quiz/manage**');
    await search(page, lang, question);
    await row.getByRole('gridcell', { name: 'C1', exact: true }).waitFor();
    assert.equal(db().get('Quiz', created.id)?.level, 'C1');

    await deleteRow(page, lang, question);
    await listIsEmpty(page, lang);
    assert.equal(db().get('Quiz', created.id), undefined);
  });

  test('Payment (en): ADMIN deletes one', async (t) => {
    const lang = 'en';
    const payment = journeyPayment();
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/payments/manage?q=${payment.trackingCode}` });
    await rowNamed(page, payment.trackingCode).waitFor();
    await deleteRow(page, lang, payment.trackingCode);
    await listIsEmpty(page, lang);
    assert.equal(db().get('Payment', payment.id), undefined);
  });

  test(
      'Payment (en): the manage screen offers no New, as payments have no new screen',
    async (t) => {
      const lang = 'en';
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/payments/manage' });
      await page.getByRole('grid', { name: text(lang, 'nav.entities.payments') }).getByRole('rowheader').first().waitFor();
      assert.equal(await page.getByRole('button', { name: text(lang, 'payment.add'), exact: true }).count(), 0);
    },
  );

  test(
      'Payment (en): ADMIN edits the status',
    async (t) => {
      const lang = 'en';
      const payment = journeyPayment();
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/payments/manage?q=${payment.trackingCode}` });
      await page.getByRole('link', { name: message(lang, 'list.actions.editRow', { name: payment.trackingCode }), exact: true }).click();
      const status = page.getByRole('button', { name: text(lang, 'payment.fields.status') });
      await until(async () => (await status.innerText()).includes(text(lang, 'enum.PaymentStatus.PENDING')), 'the form shows the status');
      await choose(page, status, text(lang, 'enum.PaymentStatus.REFUNDED'));
      await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
      await savedToast(page, lang);
      await rowNamed(page, payment.trackingCode).getByRole('gridcell', { name: text(lang, 'enum.PaymentStatus.REFUNDED'), exact: true }).waitFor();
      assert.equal(db().get('Payment', payment.id)?.status, 'REFUNDED');
    },
  );
});

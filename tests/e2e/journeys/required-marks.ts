import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { entityRoutes } from '../../../src/entities/routes';
import { openApp, screenshot, text, until } from '../support';
import { entityPaths } from '../../../src/paths';
import { navigate, settled } from '../support/a11y';
import { db, type Row } from '../support/entities';

/*
 * Issue 32, item 5, in fa and en: on every new form the fields marked required are the ones Save
 * demands. Save on the untouched form: each field that then shows an error carries the mark, and
 * each marked field without an error already holds a value (a default such as a status); a field
 * becomes marked when another value makes it required (an episode's season and number once a
 * serial is chosen).
 */

interface Cell {
  name: string;
  marked: boolean;
  invalid: boolean;
  filled: boolean;
}

/** Each top-level field of the form: its own mark (not its items'), an error anywhere in it, and whether it holds a value. */
const cells = (page: Page): Promise<Cell[]> =>
  page.locator('.form-grid > [data-field]').evaluateAll((elements) =>
    // No named functions in here: the test runner's transform would wrap them in a helper the page lacks.
    elements.map((element) => {
      const marks = [...element.querySelectorAll('.light-field__required, .list-field__required')].filter((mark) => !mark.closest('.repeater-item'));
      const inputs = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea')];
      const value = element.querySelector('.light-field__value');
      return {
        name: element.getAttribute('data-field') ?? '?',
        marked: marks.length > 0,
        invalid: element.querySelector('.light-field__help--error, .list-field__error, [aria-invalid="true"]') !== null,
        filled:
          element.querySelector('input[type=radio]:checked') !== null ||
          inputs.some((input) => input.value.trim() !== '') ||
          (value !== null && !value.hasAttribute('data-placeholder') && (value.textContent ?? '').trim() !== '') ||
          element.querySelector('.repeater-item') !== null,
      };
    }),
  );

describe('required means marked', () => {
  for (const lang of ['fa', 'en'] as const) {
    test(`every new form marks what its Save demands (${lang})`, async (t) => {
      const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: '/' });
      const save = page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true });
      const checked: string[] = [];
      for (const info of entityRoutes.filter((route) => route.hasNew)) {
        await navigate(page, entityPaths.new(info.segment));
        if ((await save.count()) === 0) continue;
        await page.locator('.form-grid > [data-field]').first().waitFor();
        const before = await cells(page);
        await save.click();
        await page.locator('.form-summary').waitFor();
        await settled(page);
        const after = await cells(page);
        const marked = before.filter((cell) => cell.marked).map((cell) => cell.name);
        const refused = after.filter((cell) => cell.invalid).map((cell) => cell.name);
        const unmarkedRefused = refused.filter((name) => !marked.includes(name));
        assert.deepEqual(unmarkedRefused, [], `${info.segment}: Save demands fields without the mark`);
        const markedEmpty = before.filter((cell) => cell.marked && !cell.filled && !refused.includes(cell.name)).map((cell) => cell.name);
        assert.deepEqual(markedEmpty, [], `${info.segment}: marked, empty, and Save did not ask for them`);
        checked.push(`${info.segment} [${marked.join(' ')}]`);
      }
      console.log(`  ${lang}: ${checked.length} new forms: ${checked.join('; ')}`);
      assert.ok(checked.length >= 20, `only ${checked.length} new forms were checked`);
    });

    test(`a serial makes the episode's season and number required, marked as it is chosen (${lang})`, async (t) => {
      const serial = db().all('Serial')[0] as Row;
      const { page } = await openApp(t, { role: 'EDITOR', language: lang, path: '/media/new' });
      const markedNow = async (name: string) => (await page.locator(`[data-field="${name}"] .light-field__required`).count()) > 0;
      await page.locator('[data-field="episodeNumber"]').waitFor();
      assert.equal(await markedNow('episodeNumber'), false, 'no serial: the number is optional');
      assert.equal(await markedNow('seasonId'), false);
      const field = page.getByRole('combobox', { name: text(lang, 'media.fields.serialId'), exact: true });
      await field.focus();
      const title = String(serial.title);
      await page.keyboard.type(title);
      const option = page.getByRole('listbox').getByRole('option', { name: title, exact: true }).first();
      await option.click();
      await until(async () => (await markedNow('episodeNumber')) && (await markedNow('seasonId')), 'the season and number are marked');
      if (lang === 'fa') await screenshot(page, 'required-marks-episode-fa');
    });
  }
});

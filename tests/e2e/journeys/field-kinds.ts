import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openApp, screenshot, text } from '../support';
import { db, dbUntil, insertCopy, message, unique } from '../support/entities';

describe('list field kinds', () => {
  test('ADMIN reorders a plan’s features by dragging and from the keyboard, and they are saved in that order', async (t) => {
    const lang = 'fa';
    const features = ['اول', 'دوم', 'سوم'];
    const plan = insertCopy('Plan', { title: `Journey plan ${unique()}`, features });
    const { page } = await openApp(t, { role: 'ADMIN', language: lang, path: `/plans/edit/${String(plan.id)}` });
    const name = text(lang, 'plan.fields.features');
    const list = page.getByRole('group', { name, exact: true });
    const line = (index: number) => list.getByRole('textbox', { name: message(lang, 'fields.list.item', { name, index }), exact: true });
    await line(3).waitFor({ timeout: 30_000 });
    const shown = () => list.locator('li input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

    // Pointer: the third line's handle dropped on the first line.
    await list.locator('li').nth(2).locator('.ordered-list__handle').dragTo(list.locator('li').nth(0));
    assert.deepEqual(await shown(), ['سوم', 'اول', 'دوم']);

    // Keyboard: the first line one down; focus follows it.
    const down = (index: number) => list.getByRole('button', { name: message(lang, 'fields.list.moveDown', { name, index }), exact: true });
    await down(1).focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await shown(), ['اول', 'سوم', 'دوم']);
    assert.equal(await down(2).evaluate((button) => button === document.activeElement), true, 'focus moved with the line');

    await screenshot(page, 'field-kinds-plan-features-fa-light');
    await page.getByRole('button', { name: text(lang, 'common.actions.save'), exact: true }).click();
    await dbUntil('Plan', (rows) => JSON.stringify(rows.find((row) => row.id === plan.id)?.features) === JSON.stringify(['اول', 'سوم', 'دوم']), 'the features saved in the new order');
    assert.ok(db().all('Plan').some((row) => row.id === plan.id));
  });
});

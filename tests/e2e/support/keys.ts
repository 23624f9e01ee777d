import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/**
 * Every key of a task goes through here, so the journey knows how many the task took: a press
 * (a combination such as Ctrl+K included) is one, a typed word one per character. Nothing else
 * touches the page while a task runs; the waits in between only look.
 */
export class CountedKeys {
  presses = 0;
  readonly steps: string[] = [];
  /** Set once the task is through (its steps were reported with the count). */
  done = false;

  constructor(private readonly page: Page, t?: { after: (fn: () => void) => void }) {
    // What was pressed so far, when a step fails (the budget check prints it when all went well).
    t?.after(() => {
      if (!this.done) console.log(`  keys so far: ${this.steps.join(', ')}`);
    });
  }

  async press(key: string, times = 1): Promise<void> {
    for (let time = 0; time < times; time += 1) await pressKey(this.page, key);
    this.note(times === 1 ? key : `${key}×${times}`, times);
  }

  async type(word: string): Promise<void> {
    await this.page.keyboard.type(word);
    this.note(`"${word}"`, [...word].length);
  }

  /** Presses Tab until `target` has the focus, as a person watching the focus ring stops there. */
  async tabTo(target: Locator, what: string, limit = 40): Promise<void> {
    const passed: string[] = [];
    while (!(await hasFocus(target))) {
      if (passed.length === limit) throw new Error(`${what} not reached in ${limit} Tabs; the focus is on ${await activeElement(this.page)}`);
      await this.page.keyboard.press('Tab');
      passed.push(await stopName(this.page));
    }
    // A long way says what it went through, so a report can name what is in it.
    this.note(`Tab×${passed.length} to ${what}${passed.length > 4 ? ` [${passed.slice(0, -1).join(' › ')}]` : ''}`, passed.length);
  }

  private note(step: string, count: number): void {
    this.presses += count;
    this.steps.push(`${step} (${this.presses})`);
  }
}

// Not there yet (a list still loading, a menu closed) is not focused: the probe never waits for it.
export const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement), undefined, { timeout: 1_000 }).catch(() => false);
/** The focused control's name, short (its label, or its role and text). */
export const stopName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const labelled = active?.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return (active?.getAttribute('aria-label') ?? (labelled || active?.innerText || active?.tagName || '?')).replace(/\s+/g, ' ').trim().slice(0, 24);
  });
export const activeElement = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 140) ?? 'nothing');

/** Reports the steps and checks the budget. */
export function withinBudget(keys: CountedKeys, budget: number, task: string): void {
  keys.done = true;
  console.log(`  ${task}: ${keys.presses} keys (budget ${budget}): ${keys.steps.join(', ')}`);
  assert.ok(keys.presses <= budget, `${task} took ${keys.presses} keys, more than ${budget}: ${keys.steps.join(', ')}`);
}

/**
 * Presses a key as a keyboard does, a Persian letter or digit included: Playwright knows the US
 * layout's keys only (its typing of other text inserts it without a key event), so a character
 * outside it goes to Chromium as a key down and up carrying that character.
 */
export async function pressKey(page: Page, key: string): Promise<void> {
  if ([...key].length !== 1 || /^[\x20-\x7e]$/.test(key)) {
    await page.keyboard.press(key);
    return;
  }
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  } finally {
    await session.detach();
  }
}

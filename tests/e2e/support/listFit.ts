/**
 * How a manage list sits in its card, measured in the DOM (journeys/list-fit.ts): sideways
 * scrolling, columns and row actions out of the card, cut column headers, and whether the row's
 * name is the widest text column; and how one cell's text is laid out (cut, and on which side).
 */
import type { Locator, Page } from 'playwright-core';
import { text } from './messages';

/**
 * The column chooser's button, and the menu it names: "Columns", or "2 columns hidden"
 * («۲ ستون پنهان») while the width leaves columns out.
 */
export function columnsButtonName(lang: 'fa' | 'en'): RegExp {
  return new RegExp(`^(${text(lang, 'views.columns.button')}|${lang === 'fa' ? '[۰-۹]+ ستون پنهان' : '\\d+ columns? hidden'})$`);
}

export interface FitReport {
  /** What is wrong, in words; empty when the list fits. */
  problems: string[];
  /** The column headers' texts (the actions column's is hidden). */
  headers: string[];
  columns: number;
  /** Headers cut at their end (longer than their column's declared width; whole in the tip). */
  cutHeaders: string[];
}

// Strings, not functions: the page has no helpers the test runner's transform may add.
const FIT_PROBE = `(name, selectable) => {
  const problems = [];
  const cutHeaders = [];
  const grid = [...document.querySelectorAll('[role="grid"]')].find((candidate) => candidate.getAttribute('aria-label') === name);
  if (!grid) return { problems: ['no table'], headers: [], columns: 0, cutHeaders: [] };
  const card = grid.closest('.card').getBoundingClientRect();
  const inCard = (rect) => rect.left >= card.left - 1 && rect.right <= card.right + 1;
  for (const element of [grid, ...grid.querySelectorAll('*')]) {
    const overflow = getComputedStyle(element).overflowX;
    if ((overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
      problems.push('scrolls sideways by ' + (element.scrollWidth - element.clientWidth) + ' px');
    }
  }
  if (!inCard(grid.getBoundingClientRect())) problems.push('the table is wider than its card');
  const gridBox = grid.getBoundingClientRect();
  const heads = [...grid.querySelectorAll('[role="columnheader"]')];
  for (const head of heads) {
    const box = head.getBoundingClientRect();
    if (box.left < gridBox.left - 1 || box.right > gridBox.right + 1) problems.push('column "' + head.textContent.trim() + '" is out of view');
    // Widths never follow a label's length (issue 32): a long header may be cut, whole in its tip.
    const label = head.querySelector('.column-label');
    if (label && label.scrollWidth > label.clientWidth + 1) cutHeaders.push(label.textContent);
  }
  const rows = [...grid.querySelectorAll('[role="row"]')].filter((row) => row.querySelector('[role="rowheader"]'));
  if (rows.length === 0) problems.push('no rows');
  for (const row of rows) {
    const name = row.querySelector('[role="rowheader"]');
    const nameWidth = name.getBoundingClientRect().width;
    for (const cell of row.querySelectorAll('[role="gridcell"]')) {
      // A column that cuts its text is never wider than the row name (an e-mail shown whole may be).
      const text = cell.querySelector('.cell-text');
      if (text && text.scrollWidth > text.clientWidth + 1 && cell.getBoundingClientRect().width > nameWidth + 1) problems.push('a cut text column (' + cell.getBoundingClientRect().width + ' px) is wider than the row name (' + nameWidth + ' px)');
    }
    const actions = [...row.querySelectorAll('[role="gridcell"] button, [role="gridcell"] a')];
    if (actions.length === 0) problems.push('a row without actions');
    for (const action of actions) if (!inCard(action.getBoundingClientRect())) problems.push('action "' + (action.getAttribute('aria-label') || action.textContent) + '" is outside the card');
    if (selectable && !row.querySelector('input[type="checkbox"]')) problems.push('a row without its checkbox');
  }
  const headers = heads.map((head) => head.textContent.trim()).filter(Boolean);
  return { problems: [...new Set(problems)], headers, columns: headers.length, cutHeaders };
}`;

/** What is wrong with how the list `name` (its table's label) fits its card: nothing when it fits. */
export function fitProblems(page: Page, name: string, { selectable }: { selectable: boolean }): Promise<FitReport> {
  return page.evaluate(`(${FIT_PROBE})(${JSON.stringify(name)}, ${JSON.stringify(selectable)})`) as Promise<FitReport>;
}

export interface TextLayout {
  /** Whether the text shows whole (not cut). */
  whole: boolean;
  scrollWidth: number;
  clientWidth: number;
  width: number;
  /** The side of its box the text's first character is on: its start, so a cut is at its other end. */
  startsAt: 'left' | 'right';
  /** The box's text alignment (the table's start side). */
  alignedTo: string;
}



/** How the cell's text is laid out in its box (its `.cell-text`). */
export function textLayout(cell: Locator): Promise<TextLayout> {
  // Anonymous functions only: a named one would need a helper of the test runner's transform.
  return cell.evaluate((element): TextLayout => {
    const box = element.querySelector<HTMLElement>('.cell-text')!;
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent?.trim()) node = walker.nextNode();
    const range = document.createRange();
    range.setStart(node!, 0);
    range.setEnd(node!, 1);
    const first = range.getBoundingClientRect();
    const rect = box.getBoundingClientRect();
    return {
      whole: box.scrollWidth <= box.clientWidth + 1,
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
      width: rect.width,
      startsAt: Math.abs(first.left - rect.left) <= Math.abs(rect.right - first.right) ? 'left' : 'right',
      alignedTo: getComputedStyle(box).textAlign,
    };
  });
}

/**
 * Screenshots of every entity's list and new form, to compare a change's look with the build before it.
 *
 * `npx tsx bench/screens.ts [--dist <built dir>] [--out test-output/screens] [--only <regexp>] [--viewport 1024x768]`:
 * signed in as ADMIN, at 1280×800 (or the viewport given), in Persian with the light theme and in English with the dark
 * one, each screen once its content shows (rows, a form field), the fonts have loaded and nothing
 * has moved for a moment: `<out>/<combo>/<screen>.png`. Without `--dist` it shots this checkout's
 * build (built when stale, as the bench does); with it, another build (say, an older commit's)
 * served against this checkout's mock server.
 *
 * `npx tsx bench/screens.ts --compose <beforeDir> <afterDir> [--out test-output/screens-compare]`:
 * one image per screen and combo with the two side by side, labelled, and `index.html` listing them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { ENTITY_SEGMENTS, entityPaths, specialPaths } from '../src/paths';
import { launchChromium, preferences, ROOT, signInAs, startStack, type Stack } from '../support';
import { runMain } from './main';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' }, out: { type: 'string' }, only: { type: 'string' }, viewport: { type: 'string', default: '1280x800' }, compose: { type: 'boolean', default: false }, axe: { type: 'boolean', default: false } },
});

const COMBOS = [
  { name: 'fa-light', language: 'fa', theme: 'light' },
  { name: 'en-dark', language: 'en', theme: 'dark' },
] as const;

/** What shows once a screen has its content: a list's grid rows, a form's first field, a page's heading. */
const CONTENT = {
  list: '#main-content [role="grid"] [role="row"]',
  form: '#main-content :is(input, textarea, [contenteditable="true"])',
  page: '#main-content h1',
};
interface Screen { name: string; path: string; kind: keyof typeof CONTENT }

/** Every entity's list and new form (a 404 means it has none), then the special screens that are lists. */
function screens(stack: Stack): Screen[] {
  const product = stack.mock.services.db.all('ProductAttribute')[0]?.product as { id: string } | string | undefined;
  const entities = Object.values(ENTITY_SEGMENTS).flatMap((segment): Screen[] => [
    { name: `${segment}-manage`, path: entityPaths.manage(segment), kind: 'list' },
    { name: `${segment}-new`, path: entityPaths.new(segment), kind: 'form' },
  ]);
  const special: Screen[] = [{ name: 'activity', path: '/activity', kind: 'page' }];
  if (product) special.push({ name: 'product-attributes', path: specialPaths.productAttributes(typeof product === 'string' ? product : product.id), kind: 'page' });
  const only = args.only ? new RegExp(args.only) : null;
  return [...entities, ...special].filter((screen) => !only || only.test(screen.name));
}

/**
 * True once `selector` shows (or the screen is a 404), nothing loads and no web font is pending.
 * (A string: functions passed to the page must not carry the transpiler's helpers.)
 */
const READY = (selector: string) => `(() => {
  if (document.querySelector('.misc-page')) return 'missing';
  if (document.querySelector('.list-skeleton, [class*="skeleton"], [role="progressbar"], [aria-busy="true"]')) return false;
  return document.fonts.status === 'loaded' && !!document.querySelector(${JSON.stringify(selector)}) && 'ready';
})()`;

/** Resolves once the page has not changed for 300 ms and no finite animation runs (5 s at most). */
const QUIET = `new Promise((resolve) => {
  let timer;
  const moving = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  const finish = () => { if (moving()) { timer = setTimeout(finish, 100); return; } observer.disconnect(); clearTimeout(limit); resolve(); };
  const limit = setTimeout(() => { observer.disconnect(); resolve(); }, 5000);
  const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, 300); });
  timer = setTimeout(finish, 300);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

/** axe-core's serious and critical violations of the page, one line each (rule and first target). */
const AXE = `axe.run(document, { resultTypes: ['violations'], preload: false }).then((result) => result.violations
  .filter((v) => v.impact === 'serious' || v.impact === 'critical')
  .map((v) => v.id + ' (' + v.impact + ', ' + v.nodes.length + '×) ' + v.nodes[0].target.join(' ')))`;
const axeSource = () => readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function shoot(page: Page, screen: Screen, file: string): Promise<string> {
  await page.goto(screen.path);
  const state = await page.waitForFunction(READY(CONTENT[screen.kind]), undefined, { timeout: 30_000, polling: 100 })
    .then((handle) => handle.jsonValue() as Promise<string>, () => 'not ready after 30 s (shot anyway)');
  if (state === 'missing') return 'none (404)';
  await page.evaluate(QUIET);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  if (!args.axe) return state;
  await page.addScriptTag({ content: axeSource() });
  const violations = (await page.evaluate(AXE)) as string[];
  return `${state}, axe serious+: ${violations.length}${violations.map((line) => `\n    ${line}`).join('')}`;
}

async function capture(out: string): Promise<void> {
  const stack = await startStack({ rebuild: false, dist: args.dist && resolve(args.dist) });
  try {
    const list = screens(stack);
    for (const combo of COMBOS) {
      mkdirSync(join(out, combo.name), { recursive: true });
      const [width, height] = args.viewport.split('x').map(Number);
      const context = await stack.newContext({ colorScheme: combo.theme, viewport: { width, height } });
      await preferences(context, { language: combo.language, theme: combo.theme });
      await signInAs(context, stack, 'ADMIN');
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
      for (const screen of list) console.log(`${combo.name} ${screen.name}: ${await shoot(page, screen, join(out, combo.name, `${screen.name}.png`))}`);
      await context.close();
    }
  } finally {
    await stack.stop();
  }
}

const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The two shots side by side under their labels; a missing side says so. */
async function composeOne(browser: Browser, title: string, sides: [string, string][], file: string): Promise<void> {
  const column = ([label, path]: [string, string]) =>
    `<figure><figcaption>${escape(label)}</figcaption>${existsSync(path) ? `<img src="${dataUrl(path)}">` : '<p>no shot</p>'}</figure>`;
  const page = await browser.newPage({ viewport: { width: 2 * 1280 + 60, height: 800 } });
  await page.setContent(`<!doctype html><style>
    body { margin: 0; padding: 12px; font: 20px system-ui, sans-serif; background: #777; }
    h1 { margin: 0 0 8px; font-size: 22px; color: #fff; } main { display: flex; gap: 12px; align-items: flex-start; }
    figure { margin: 0; width: 1280px; } figcaption { font-weight: bold; color: #fff; margin-block-end: 4px; }
    img { display: block; outline: 2px solid #222; } p { background: #fff; padding: 40px; }
  </style><h1>${escape(title)}</h1><main>${sides.map(column).join('')}</main>`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}

async function compose(before: string, after: string, out: string): Promise<void> {
  const launched = await launchChromium();
  const links: string[] = [];
  try {
    for (const combo of COMBOS) {
      mkdirSync(join(out, combo.name), { recursive: true });
      const names = new Set([before, after].flatMap((dir) => (existsSync(join(dir, combo.name)) ? readdirSync(join(dir, combo.name)) : [])));
      for (const name of [...names].sort()) {
        const sides: [string, string][] = [[`before: ${basename(before)}`, join(before, combo.name, name)], [`after: ${basename(after)}`, join(after, combo.name, name)]];
        await composeOne(launched.browser, `${name.replace(/\.png$/, '')} · ${combo.name}`, sides, join(out, combo.name, name));
        links.push(`<li><a href="${combo.name}/${name}">${combo.name} · ${escape(name)}</a></li>`);
      }
    }
  } finally {
    await launched.close();
  }
  writeFileSync(join(out, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Screens</title><ul>${links.join('')}</ul>`);
  console.log(`${links.length} comparisons in ${join(out, 'index.html')}`);
}

async function main(): Promise<void> {
  if (args.compose) {
    if (positionals.length !== 2) throw new Error('--compose takes two folders: before and after');
    await compose(resolve(positionals[0]), resolve(positionals[1]), resolve(args.out ?? join(ROOT, 'test-output/screens-compare')));
  } else {
    await capture(resolve(args.out ?? join(ROOT, 'test-output/screens')));
  }
}

runMain(main);

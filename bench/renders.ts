/**
 * `npx tsx bench/renders.ts [path]`: what React renders in each commit of the create click (the
 * side-by-side benchmark's figure d). Signed in as ADMIN, CPU 4× slower, it opens `path` (default
 * the users list), waits until it is quiet, clicks New and prints each commit until the form's
 * first input shows: its time from the click, how many components rendered, the topmost ones
 * (those whose parent component did not render: where each render started) and the most rendered.
 * With `--load` it prints the commits of the page's own load instead, until 10 rows show.
 * `--open`, `--trigger` and `--ready` time another click, as bench/createClick.ts does (e.g. page
 * size All: `--open 'main button[aria-haspopup=listbox] >> nth=-1' --trigger "[role=option][data-key='all']"`).
 *
 * It builds without minifying into `E2E_DIST` (give it a directory of its own) so components keep
 * their names, and reads the commits through the hook React calls for its developer tools: a
 * component rendered in a commit when its fiber is not the one of the commit before and React
 * marked it as having done work.
 */
import { parseArgs } from 'node:util';
import { openBenchPage, startStack } from '../support';

const HOOK = `
(() => {
  const commits = [];
  let recording = window.__rendersFromLoad === true;
  let previous = new WeakSet();
  const nameOf = (fiber) => {
    const type = fiber.type;
    return type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || (type.type && (type.type.displayName || type.type.name)) || '?';
  };
  const isComponent = (fiber) => typeof fiber.type === 'function' || (fiber.type && typeof fiber.type === 'object' && (fiber.type.render || fiber.type.type));
  const rendered = (fiber) => !previous.has(fiber) && (fiber.flags & 1) !== 0 && isComponent(fiber);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const counts = {};
      const tops = [];
      let total = 0;
      const walk = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          seen.add(fiber);
          if (rendered(fiber)) {
            const name = nameOf(fiber);
            counts[name] = (counts[name] || 0) + 1;
            total++;
            let parent = fiber.return;
            while (parent && !isComponent(parent)) parent = parent.return;
            if (!(parent && rendered(parent)) && tops.length < 12) tops.push(name);
          }
          if (fiber.child) walk(fiber.child);
        }
      };
      walk(root.current.child);
      previous = seen;
      if (recording) commits.push({ at: performance.now(), total, tops, most: Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 8) });
    },
  };
  window.__renders = { start() { recording = true; commits.length = 0; }, commits: () => commits };
})();`;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    load: { type: 'boolean', default: false },
    open: { type: 'string' },
    trigger: { type: 'string', default: `main a[href$='/new'], main button:has-text('Add'), main button:has-text('\u0627\u0641\u0632\u0648\u062f\u0646')` },
    ready: { type: 'string', default: 'form input' },
  },
});
const load = args.load;
const path = positionals[0] ?? '/users/manage';
const stack = await startStack({ rebuild: false, minify: false });
const { page, cdp, close } = await openBenchPage({ stack }, 'ADMIN');
try {
  await (await cdp()).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (load) await page.addInitScript('window.__rendersFromLoad = true;');
  await page.addInitScript(HOOK);
  await page.goto(path, { timeout: 60_000 });
  await page.locator('[role=grid] [role=row]:has([role=gridcell]) >> nth=9').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(load ? 1000 : 3000);
  let clicked = 0;
  if (!load) {
    if (args.open) await page.locator(args.open).first().click();
    clicked = await page.evaluate(() => {
      (window as unknown as { __renders: { start(): void } }).__renders.start();
      return performance.now();
    });
    await page.locator(args.trigger).first().click();
    await page.locator(args.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
  }
  type Commit = { at: number; total: number; tops: string[]; most: [string, number][] };
  const commits = await page.evaluate(() => (window as unknown as { __renders: { commits(): Commit[] } }).__renders.commits());
  console.log(load ? `Commits while loading ${path} (CPU 4× slower; ms from navigation start)` : `Commits after clicking ${args.trigger} on ${path} (CPU 4× slower; ms from the click)`);
  for (const commit of commits) {
    console.log(`+${Math.round(commit.at - clicked)} ms: ${commit.total} components`);
    console.log(`    started at: ${commit.tops.join(', ') || '-'}`);
    console.log(`    most: ${commit.most.map(([name, count]) => `${name} ×${count}`).join(', ')}`);
  }
} finally {
  await close();
  await stack.stop();
}

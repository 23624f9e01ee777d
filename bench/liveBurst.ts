/**
 * `npx tsx bench/liveBurst.ts [--changes 1000] [--kind update|create] [--path /accents/manage]`:
 * what a burst of changes made elsewhere costs an open list. Signed in as ADMIN (CPU 4× slower),
 * the list is opened and left quiet; then another session sends `--changes` accent mutations
 * within one second (updates of the accents, or creates), and the page's main thread is watched
 * from the burst's start until two seconds after it ends: long tasks, frame times (a frame loop),
 * and the GraphQL requests the list sent in answer. The server folds a subject's changes into one
 * message per window per subscription, and the list reads the page at most twice a second.
 */
import { parseArgs } from 'node:util';
import { DEV_PASSWORD } from '../support/servers';
import { emailOf, openBenchPage, startStack } from '../support';
import { selfTime, type Profile } from './cpuProfile';
import { runMain } from './main';
import { median, quantile } from './median';

const { values: args } = parseArgs({
  options: {
    changes: { type: 'string', default: '1000' },
    kind: { type: 'string', default: 'update' },
    path: { type: 'string', default: '/accents/manage' },
    // Prints the page's self time by function during the burst (build unminified into E2E_DIST for names).
    profile: { type: 'boolean', default: false },
  },
});

const WATCH = `(() => {
  const longTasks = [];
  const frames = [];
  let last = performance.now();
  let watching = true;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); }).observe({ type: 'longtask' });
  const tick = (now) => { frames.push(now - last); last = now; if (watching) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.__burst = { stop() { watching = false; return { longTasks, frames }; } };
})()`;

async function main() {
  const count = Number(args.changes);
  const stack = await startStack({ rebuild: false });
  const { page, cdp, close } = await openBenchPage({ stack }, 'ADMIN');
  try {
    await (await cdp()).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(args.path, { timeout: 60_000 });
    await page.locator('[role=grid] [role=row]:has([role=gridcell]) >> nth=4').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');

    const url = `${stack.mock.url}/graphql`;
    const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as { data?: Record<string, { token?: string; items?: { id: string }[]; language?: { id: string } }>; errors?: unknown[] };
    };
    const token = (await post('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: emailOf('EDITOR'), p: DEV_PASSWORD })).data!.login.token!;
    const accents = (await post('{ accentList(page: 1, pageSize: 100) { items { id language { id } } } }', {}, token)).data!.accentList as unknown as { items: { id: string; language: { id: string } }[] };
    const ids = accents.items.map((item) => item.id);
    const languageId = accents.items[0].language.id;

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/graphql')) requests.push((request.postDataJSON() as { operationName?: string })?.operationName ?? '?');
    });
    await page.evaluate(WATCH);
    const session = await cdp();
    await session.send('Performance.enable');
    const metrics = async () => Object.fromEntries(((await session.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map((metric) => [metric.name, metric.value]));
    const before = await metrics();
    if (args.profile) {
      await session.send('Profiler.enable');
      await session.send('Profiler.start');
    }
    const started = Date.now();
    const sends: Promise<unknown>[] = [];
    // Spread over one second in 20 steps, so the burst is a second of traffic rather than one queue.
    for (let step = 0; step < 20; step++) {
      for (let index = step; index < count; index += 20) {
        sends.push(
          args.kind === 'create'
            ? post('mutation ($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } } }', { i: { title: `Burst ${index}`, languageId } }, token)
            : post('mutation ($id: ID!, $i: AccentUpdateInput!) { accentUpdate(id: $id, input: $i) { accent { id } } }', { id: ids[index % ids.length], i: { title: `Burst ${index} ${ids[index % ids.length]}` } }, token),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answers = await Promise.all(sends);
    const sentMs = Date.now() - started;
    const failed = answers.filter((answer) => (answer as { errors?: unknown[] }).errors).length;
    await page.waitForTimeout(2000);
    const after = await metrics();
    const profile = args.profile ? ((await session.send('Profiler.stop')) as { profile: Profile }).profile : null;
    const spent = (name: string) => Math.round((after[name] - before[name]) * 1000);
    const { longTasks, frames } = await page.evaluate(() => (window as unknown as { __burst: { stop(): { longTasks: number[]; frames: number[] } } }).__burst.stop());
    const byName = new Map<string, number>();
    for (const name of requests) byName.set(name, (byName.get(name) ?? 0) + 1);
    console.log(`Burst of ${count} ${args.kind}s (${failed} refused) sent in ${sentMs} ms to ${args.path} open as ADMIN (CPU 4× slower), watched until 2 s after:`);
    console.log(`  frames: ${frames.length}, median ${median(frames).toFixed(1)} ms, p95 ${quantile(frames, 0.95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`);
    console.log(`  long tasks: ${longTasks.length}${longTasks.length ? `, longest ${Math.max(...longTasks).toFixed(0)} ms, total ${longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms` : ''}`);
    console.log(`  main thread busy: ${spent('TaskDuration')} ms (script ${spent('ScriptDuration')} ms, layout ${spent('LayoutDuration')} ms, style ${spent('RecalcStyleDuration')} ms) of ${sentMs + 2000} ms`);
    console.log(`  GraphQL requests the list sent: ${requests.length} (${[...byName].map(([name, n]) => `${name} ×${n}`).join(', ') || 'none'})`);
    if (profile) {
      const top = [...selfTime(profile, (node) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber ?? ''}`)].sort((a, b) => b[1] - a[1]).slice(0, 15);
      for (const [name, ms] of top) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
    }
  } finally {
    await close();
    await stack.stop();
  }
}

runMain(main);

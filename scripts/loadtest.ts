/**
 * `npm run loadtest`: mixed reads and writes against a fresh mock server on loopback, at a fixed
 * rate for a bounded time, then throughput, latency percentiles, errors and the server's memory.
 *
 *   LOADTEST_SECONDS=30 LOADTEST_RATE=200 LOADTEST_WRITES=0.2 npm run loadtest
 *
 * The server runs in its own process (with `--data` in a temporary directory, so writes pay for
 * the journal's fsync), so the load generator never competes with it for the event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const seconds = Number(process.env.LOADTEST_SECONDS ?? 30);
const rate = Number(process.env.LOADTEST_RATE ?? 200);
const writeShare = Number(process.env.LOADTEST_WRITES ?? 0.2);

function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--port', '0', '--data', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/\S+\/graphql)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`mock server exited (${code})`)));
  });
}

async function gql(url: string, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(JSON.stringify(body.errors ?? response.status));
  return body.data!;
}

const READS = [
  '{ mediaList(page: 1, pageSize: 20, sort: { field: TITLE, direction: ASC }) { total items { id title language { title } } } }',
  '{ paymentList(page: 2, pageSize: 20, sort: { field: AMOUNT, direction: DESC }) { total items { id amount user { fullName } } } }',
  '{ userList(page: 1, pageSize: 20, filter: { search: "a" }) { total items { id fullName email } } }',
  '{ commentList(page: 1, pageSize: 10) { total items { id body status } } }',
];

/** The server's resident memory, where /proc tells it (Linux). */
function rssMiB(child: ChildProcess): string {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
    return `${Math.round(kb / 1024)} MiB`;
  } catch {
    return 'unknown';
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'loadtest-'));
  const { child, url } = await startServer(dir);
  try {
    const login = await gql(url, null, 'mutation { login(email: "admin@example.com", password: "password") { token } }');
    const token = (login.login as { token: string }).token;
    const languages = await gql(url, token, '{ languageList(page: 1, pageSize: 1) { items { id } } }');
    const languageId = (languages.languageList as { items: { id: string }[] }).items[0].id;

    const latencies: number[] = [];
    const errors = new Map<string, number>();
    let sent = 0;
    const one = async (n: number) => {
      const started = performance.now();
      try {
        if (Math.random() < writeShare) {
          await gql(url, token, 'mutation($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } } }', { i: { title: `Load ${n}`, languageId } });
        } else {
          await gql(url, token, READS[n % READS.length]);
        }
        latencies.push(performance.now() - started);
      } catch (error) {
        const key = (error as Error).message.slice(0, 120);
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    };

    const rssBefore = rssMiB(child);
    console.log(`Load: ${rate} req/s for ${seconds} s, ${Math.round(writeShare * 100)}% writes, against ${url}`);
    const inFlight = new Set<Promise<void>>();
    const start = performance.now();
    const end = start + seconds * 1000;
    while (performance.now() < end) {
      const due = Math.floor(((performance.now() - start) / 1000) * rate);
      while (sent < due) {
        const request = one((sent += 1)).finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - start) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const failed = [...errors.values()].reduce((sum, count) => sum + count, 0);
    console.log(`requests   ${sent} in ${elapsed.toFixed(1)} s: ${(latencies.length / elapsed).toFixed(1)} ok/s`);
    console.log(`latency    p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
    console.log(`errors     ${failed}`);
    console.log(`server     resident memory ${rssMiB(child)} (was ${rssBefore} at the start)`);
    for (const [message, count] of errors) console.log(`  ${count} × ${message}`);
    process.exitCode = failed > 0 ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

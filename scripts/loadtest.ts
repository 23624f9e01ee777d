/**
 * `npm run loadtest`: mixed reads and writes against a fresh mock server on loopback, at a fixed
 * rate for a bounded time, then throughput, latency percentiles (all, reads, writes), errors and
 * the server's memory.
 *
 *   LOADTEST_SECONDS=30 LOADTEST_RATE=200 LOADTEST_WRITES=0.2 npm run loadtest
 *   LOADTEST_SECONDS=300 npm run loadtest      # soak: memory every 30 s and its slope
 *
 * Writes update a pool of accents the test creates first (so the data stays the same size and
 * memory can be judged flat); LOADTEST_CREATES (0.1) is the share of writes that create instead.
 * LOADTEST_SAMPLE_SECONDS sets how often memory is printed (30 s; 0 for never). The server runs in
 * its own process (with `--data` in a temporary directory, so writes pay for SQLite's fsync at each commit),
 * so the load generator never competes with it for the event loop; LOADTEST_PROFILE=<dir> writes
 * the server's CPU profile there.
 *
 * LOADTEST_SOCKETS=50 also keeps that many WebSocket clients open during the load, each subscribed
 * to `rowsChanged` of five entities (scripts/loadtest/sockets.ts), so the HTTP latency can be
 * compared with and without them; it prints what the sockets received.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSockets, SOCKET_SUBJECTS, type SocketLoad } from './loadtest/sockets';

const seconds = Number(process.env.LOADTEST_SECONDS ?? 30);
const rate = Number(process.env.LOADTEST_RATE ?? 200);
const writeShare = Number(process.env.LOADTEST_WRITES ?? 0.2);
const createShare = Number(process.env.LOADTEST_CREATES ?? 0.1);
const sampleSeconds = Number(process.env.LOADTEST_SAMPLE_SECONDS ?? 30);
const socketCount = Number(process.env.LOADTEST_SOCKETS ?? 0);
const POOL = 50;

function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const profile = process.env.LOADTEST_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOADTEST_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'mock-server/main.ts', '--port', '0', '--data', dir], {
    // The load is the operations, not enrolment: the second factor's requirement is off here.
    env: { ...process.env, FACTOR_REQUIRED_ROLES: 'none' },
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
  '{ accentList(page: 1, pageSize: 25, sort: { field: TITLE, direction: ASC }) { total items { id title language { title } } } }',
];
const CREATE = 'mutation($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } userErrors { message } } }';
const UPDATE = 'mutation($id: ID!, $i: AccentUpdateInput!) { accentUpdate(id: $id, input: $i) { accent { id } userErrors { message } } }';

/** The server's resident memory in MiB, where /proc tells it (Linux). */
function rssMiB(child: ChildProcess): number | null {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return null;
  }
}
/** CPU seconds the server has used (user + system), from /proc; null elsewhere. */
function cpuSeconds(child: ChildProcess): number | null {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const mib = (value: number | null) => (value === null ? 'unknown' : `${Math.round(value)} MiB`);

/** Least-squares slope of memory over time, in MiB per minute. */
function slope(samples: { at: number; rss: number }[]): number {
  const n = samples.length;
  const meanT = samples.reduce((sum, s) => sum + s.at, 0) / n;
  const meanM = samples.reduce((sum, s) => sum + s.rss, 0) / n;
  const num = samples.reduce((sum, s) => sum + (s.at - meanT) * (s.rss - meanM), 0);
  const den = samples.reduce((sum, s) => sum + (s.at - meanT) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return `p50 ${at(50)}, p90 ${at(90)}, p99 ${at(99)}, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length})`;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'loadtest-'));
  const { child, url } = await startServer(dir);
  try {
    const login = await gql(url, null, 'mutation { login(email: "admin@example.com", password: "password") { token } }');
    const token = (login.login as { token: string }).token;
    const languages = await gql(url, token, '{ languageList(page: 1, pageSize: 1) { items { id } } }');
    const languageId = (languages.languageList as { items: { id: string }[] }).items[0].id;
    const create = async (title: string) => {
      const data = await gql(url, token, CREATE, { i: { title, languageId } });
      return (data.accentCreate as { accent: { id: string } }).accent.id;
    };
    const pool: string[] = [];
    for (let i = 0; i < POOL; i += 1) pool.push(await create(`Load ${i}`));
    const signIn = async () => ((await gql(url, null, 'mutation { login(email: "admin@example.com", password: "password") { token } }')).login as { token: string }).token;
    const sockets: SocketLoad | null = socketCount > 0 ? await openSockets(url, socketCount, signIn) : null;

    const latencies = { read: [] as number[], write: [] as number[] };
    const errors = new Map<string, number>();
    let sent = 0;
    let created = 0;
    const one = async (n: number) => {
      const started = performance.now();
      const write = Math.random() < writeShare;
      try {
        if (!write) await gql(url, token, READS[n % READS.length]);
        else if (Math.random() < createShare) await create(`Load extra ${(created += 1)}`);
        else await gql(url, token, UPDATE, { id: pool[n % POOL], i: { title: `Load ${n % POOL} rev ${n}` } });
        latencies[write ? 'write' : 'read'].push(performance.now() - started);
      } catch (error) {
        const key = (error as Error).message.slice(0, 120);
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    };

    const rssBefore = rssMiB(child);
    const cpuBefore = cpuSeconds(child);
    console.log(`Load: ${rate} req/s for ${seconds} s, ${Math.round(writeShare * 100)}% writes (${Math.round(createShare * 100)}% of them creates), against ${url}`);
    if (sockets) console.log(`Sockets: ${socketCount} open, each subscribed to rowsChanged of ${SOCKET_SUBJECTS.join(', ')}`);
    const samples: { at: number; rss: number }[] = [];
    const inFlight = new Set<Promise<void>>();
    const start = performance.now();
    const end = start + seconds * 1000;
    let nextSample = start;
    while (performance.now() < end) {
      const now = performance.now();
      const due = Math.floor(((now - start) / 1000) * rate);
      while (sent < due) {
        const request = one((sent += 1)).finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      if (sampleSeconds > 0 && now >= nextSample) {
        const rss = rssMiB(child);
        if (rss !== null) samples.push({ at: (now - start) / 1000, rss });
        console.log(`  ${((now - start) / 1000).toFixed(0).padStart(4)} s   resident ${mib(rss)}, ${inFlight.size} in flight`);
        nextSample += sampleSeconds * 1000;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - start) / 1000;
    const ok = latencies.read.length + latencies.write.length;
    const failed = [...errors.values()].reduce((sum, count) => sum + count, 0);
    console.log(`requests   ${sent} in ${elapsed.toFixed(1)} s: ${(ok / elapsed).toFixed(1)} ok/s`);
    console.log(`latency    ${summary([...latencies.read, ...latencies.write])}`);
    console.log(`  reads    ${summary(latencies.read)}`);
    console.log(`  writes   ${summary(latencies.write)}`);
    const cpuAfter = cpuSeconds(child);
    if (cpuBefore !== null && cpuAfter !== null) {
      // What the server itself spent, whatever else the machine was doing: the figure to compare.
      const used = cpuAfter - cpuBefore;
      console.log(`server cpu ${used.toFixed(1)} s: ${((used * 1000) / Math.max(1, ok)).toFixed(2)} ms per request, ${((used / elapsed) * 100).toFixed(0)}% of one core`);
    }
    console.log(`errors     ${failed}`);
    if (sockets) {
      const { messages, changes, closed } = sockets.counts();
      console.log(`sockets    ${socketCount} × ${SOCKET_SUBJECTS.length} subscriptions: ${messages} messages with ${changes} row changes received, ${closed} closed`);
      await sockets.close();
    }
    console.log(`server     resident memory ${mib(rssMiB(child))} (was ${mib(rssBefore)} at the start; ${created} accents created)`);
    // The first minute is warm-up (code compiled, caches filled); the slope is judged after it.
    const settled = samples.filter((sample) => sample.at >= 60);
    if (settled.length >= 3) console.log(`memory     slope after the first minute ${slope(settled).toFixed(2)} MiB/min over ${settled.length} samples`);
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

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databasePath } from '../../mock-server/durable/store';
import { startTestServer } from './harness';

/**
 * Damage for the store tests: a data folder with known rows, bytes of `mock.db` changed where a
 * text is stored, and the server run as `npm run mock` runs it, in a process of its own, so that a
 * crash (an abort of the storage library) is seen as one rather than taking the test runner down.
 */

export const dataFolders: string[] = [];

export function newFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-damage-'));
  dataFolders.push(dir);
  return dir;
}

/** Every offset at which `text` is stored in the file. */
export function offsetsOf(file: Buffer, text: string): number[] {
  const found: number[] = [];
  for (let at = file.indexOf(text); at >= 0; at = file.indexOf(text, at + 1)) found.push(at);
  return found;
}

/** Replaces, wherever `text` is stored, its byte at `index` by `byte`; answers how many copies changed. */
export function damageText(dir: string, text: string, index: number, byte: number): number {
  const path = databasePath(dir);
  const file = readFileSync(path);
  const offsets = offsetsOf(file, text);
  for (const at of offsets) file[at + index] = byte;
  writeFileSync(path, file);
  return offsets.length;
}

/** A data folder holding one accent created as `title` (and retitled `retitled` when given), stopped cleanly. */
export async function folderWithAccent(title: string, retitled?: string): Promise<{ dir: string; id: string }> {
  const dir = newFolder();
  const server = await startTestServer({ dataDir: dir });
  try {
    const token = await server.login('ADMIN');
    const languageId = server.db.all('Language')[0].id;
    const created = await server.request<{ accentCreate: { accent: { id: string } } }>(
      'mutation($i: AccentCreateInput!) { accentCreate(input: $i) { accent { id } } }',
      { i: { title, languageId } },
      token,
    );
    const id = created.data!.accentCreate.accent.id;
    if (retitled) {
      const updated = await server.request('mutation($id: ID!, $i: AccentUpdateInput!) { accentUpdate(id: $id, input: $i) { accent { id } } }', { id, i: { title: retitled } }, token);
      if (updated.errors) throw new Error(JSON.stringify(updated.errors));
    }
    return { dir, id };
  } finally {
    await server.stop();
  }
}

export type Run = { serving: true; url: string; output: () => string; stop(): Promise<void> } | { serving: false; code: number | null; signal: string | null; output: string };

/** `npm run mock -- --data DIR [--recover]`: serving (with its URL), or how it ended and what it printed. */
export function runMock(dir: string, ...args: string[]): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--data', dir, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FACTOR_REQUIRED_ROLES: 'none' } });
  return new Promise((resolve) => {
    let out = '';
    let served = false;
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Mock GraphQL server: (http\S+)\/graphql/.exec(out)?.[1];
      if (url && !served) {
        served = true;
        resolve({ serving: true, url, output: () => out, stop: () => (child.kill('SIGTERM'), exited) });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code, signal) => {
      if (!served) resolve({ serving: false, code, signal, output: out });
    });
  });
}

/** A GraphQL request to a server run by `runMock`. */
export async function ask<T = Record<string, unknown>>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export async function signIn(url: string, role = 'ADMIN', password = 'password'): Promise<string> {
  const result = await ask<{ login: { token: string | null } }>(url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: `${role.toLowerCase()}@example.com`, p: password });
  const token = result.data?.login.token;
  if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(result)}`);
  return token;
}

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor, isStaffRole } from '../../src/ability/rules';
import { AdminOperations } from './adminOperations';
import { Catalog } from './catalog';
import type { Login, SuiteContext } from './context';
import { deriveEntities } from './conventions/entities';
import { Marks } from './data/marks';
import { Documents } from './documents';
import { GraphQLClient } from './http/client';
import { signIn, viewerOf } from './http/logins';
import type { CliOptions } from './options';
import { formatJUnit } from './report/junit';
import { Progress } from './report/progress';
import { formatTable } from './report/table';
import type { Result } from './results';
import { runSuite } from './suite';
import { CannotRun } from './verdict';

const ROOT = resolve(import.meta.dirname, '../..');

export interface VerifyIO {
  /** Where the table goes (stdout). */
  out: (text: string) => void;
  /** Where progress goes (stderr), or null for none. */
  progress: NodeJS.WriteStream | null;
  fetch?: typeof fetch;
  width?: number;
  /** Aborted (Ctrl-C): the suite stops, removes the rows it created and reports what ran (exit 2). */
  signal?: AbortSignal;
}

export interface Verdict {
  exitCode: 0 | 1 | 2;
  results: Result[];
}

/** The admin's operations as codegen generated them; without them the suite cannot run. */
async function generatedOperations(): Promise<Record<string, unknown>> {
  try {
    return (await import('../../src/gql/graphql')) as Record<string, unknown>;
  } catch {
    throw new CannotRun('The generated documents (src/gql/) are missing or broken: run `npm run codegen` first.');
  }
}

async function logins(options: CliOptions, client: GraphQLClient, docs: Documents, schema: ReturnType<typeof buildSchema>) {
  const roles: Login[] = [];
  for (const { role, credentials } of options.loginAs) {
    if (!isStaffRole(role)) throw new CannotRun(`--login-as ${role}: src/ability/rules.ts defines no such role`);
    const identity = await signIn(client, docs, schema, credentials, role);
    roles.push({ ...identity, role, credentials, ability: createAppAbility(defineRulesFor(role)) });
  }
  const mainIdentity = options.token
    ? { label: 'token', token: options.token }
    : options.login
      ? await signIn(client, docs, schema, options.login, options.login.split(':')[0])
      : roles.find((login) => login.role === 'ADMIN')!;
  // What the main login may do, as the server itself says: checks it may not run are skipped.
  const viewer = await viewerOf(client, docs, schema, mainIdentity);
  const main: Login = { ...mainIdentity, role: viewer?.role ?? 'unknown', ability: createAppAbility(viewer ? viewer.rules : [{ action: 'manage', subject: 'all' }]) };
  return { main, roles };
}

/** Runs the suite as the options say and prints the table; the exit code is the verdict. */
export async function verify(options: CliOptions, io: VerifyIO): Promise<Verdict> {
  const started = performance.now();
  try {
    const schema = buildSchema(readFileSync(resolve(options.schema), 'utf8'));
    const admin = new AdminOperations(await generatedOperations());
    const client = new GraphQLClient(options.url, options.timeoutMs, io.fetch);
    await client.reachable();
    const docs = new Documents(schema);
    const { main, roles } = await logins(options, client, docs, schema);
    const all = deriveEntities(schema);
    const unknown = options.only.filter((type) => !all.some((entity) => entity.type === type));
    if (unknown.length) throw new CannotRun(`--only ${unknown.join(', ')}: no such entity in the schema (${all.map((entity) => entity.type).join(', ')})`);
    const entities = all.filter((entity) => !options.only.length || options.only.includes(entity.type));
    const base = {
      schema, entities, docs, client, main, roles, admin,
      options: { readOnly: options.readOnly, maxRows: options.maxRows, runId: Date.now().toString(36).slice(-6), only: options.only, checks: options.checks, concurrency: options.concurrency },
      catalog: new Catalog(resolve(ROOT, 'src/i18n/messages')),
    };
    const ctx: SuiteContext = { ...base, marks: new Marks(base) };
    const progress = io.progress ? new Progress(entities.length * 2, io.progress) : null;
    const results = await runSuite(ctx, {
      entities,
      onStart: (entity) => progress?.start(entity),
      onResult: (result) => progress?.result(result),
      onFinish: (entity, phase) => progress?.finish(entity, phase),
      signal: io.signal,
    });
    progress?.close();
    const seconds = (performance.now() - started) / 1000;
    const heading = `Contract of ${options.schema} at ${options.url}${options.readOnly ? ' (read-only)' : ''}, as ${main.label} (${main.role})${roles.length ? ` and ${roles.map((role) => role.role).join(', ')}` : ''}`;
    io.out(formatTable(results, { width: io.width, heading, seconds, requests: client.requests }));
    if (options.junit) writeFileSync(resolve(options.junit), formatJUnit(results, { seconds }));
    if (io.signal?.aborted) io.out('Interrupted: the checks above ran, the rows they created were removed.\n');
    const exitCode = io.signal?.aborted || results.some((result) => result.status === 'error') ? 2 : results.some((result) => result.status === 'failed') ? 1 : 0;
    return { exitCode, results };
  } catch (error) {
    if (!(error instanceof CannotRun)) throw error;
    io.out(`contract:verify cannot run: ${error.message}\n`);
    return { exitCode: 2, results: [] };
  }
}

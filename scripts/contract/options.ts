import { parseArgs } from 'node:util';
import { CannotRun } from './verdict';

export const USAGE = `npm run contract:verify -- --url <endpoint> (--login <email:password> | --token <token>) [options]

Checks that a GraphQL server honours the conventions of schema.graphql the admin relies on.

  --url <endpoint>                  the server's GraphQL endpoint
  --login <email:password>          sign in with the schema's login mutation (the main login)
  --token <token>                   or send this bearer token as the main login
  --login-as <ROLE=email:password>  a login per role (repeatable): checks what src/ability/rules.ts
                                    refuses each role; an ADMIN login-as can be the main login
  --read-only                       never write: lists, sorts, filters, reads and refusals only
  --junit <file>                    also write JUnit XML
  --only <Entity,…>                 check these entity types only (repeatable)
  --check <name,…>                  run these checks only, by name or prefix: list, list.sort,
                                    crud, validation, auth, roles, conflict, history, trash
  --max-rows <n>                    larger tables are sampled, not compared row by row (20000)
  --concurrency <n>                 entities checked at once (4)
  --timeout <seconds>               per request (60)
  --schema <file>                   the contract (schema.graphql)

Exit code: 0 conforms, 1 a violation, 2 the suite could not run.`;

export interface CliOptions {
  url: string;
  login?: string;
  token?: string;
  loginAs: { role: string; credentials: string }[];
  readOnly: boolean;
  junit?: string;
  only: string[];
  checks: string[];
  maxRows: number;
  concurrency: number;
  timeoutMs: number;
  schema: string;
}

const many = (values: string[] | undefined) => (values ?? []).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CannotRun(`--${name} must be a positive integer, got "${value}"`);
  return n;
}

/** The command line; anything wrong with it means the suite cannot run (exit 2). */
export function parseOptions(argv: string[]): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' }, login: { type: 'string' }, token: { type: 'string' },
        'login-as': { type: 'string', multiple: true }, 'read-only': { type: 'boolean' }, junit: { type: 'string' },
        only: { type: 'string', multiple: true }, check: { type: 'string', multiple: true },
        'max-rows': { type: 'string' }, concurrency: { type: 'string' }, timeout: { type: 'string' },
        schema: { type: 'string' }, help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CannotRun(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  if (!values.url) throw new CannotRun(`--url is required\n\n${USAGE}`);
  const loginAs = (values['login-as'] ?? []).map((value) => {
    const match = /^([A-Za-z_]+)=(.+)$/.exec(value);
    if (!match) throw new CannotRun(`--login-as expects ROLE=email:password, got "${value}"`);
    return { role: match[1].toUpperCase(), credentials: match[2] };
  });
  if (!values.login && !values.token && !loginAs.some((each) => each.role === 'ADMIN')) {
    throw new CannotRun(`Give the main login: --login <email:password>, --token <token> or --login-as ADMIN=<email:password>\n\n${USAGE}`);
  }
  return {
    url: values.url,
    login: values.login,
    token: values.token,
    loginAs,
    readOnly: Boolean(values['read-only']),
    junit: values.junit,
    only: many(values.only),
    checks: many(values.check),
    maxRows: positive('max-rows', values['max-rows'], 20_000),
    concurrency: positive('concurrency', values.concurrency, 4),
    timeoutMs: positive('timeout', values.timeout, 60) * 1000,
    schema: values.schema ?? 'schema.graphql',
  };
}

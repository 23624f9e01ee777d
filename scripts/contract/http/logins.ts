import type { GraphQLSchema } from 'graphql';
import type { AppRule } from '../../../src/ability/ability';
import type { Documents } from '../documents';
import { CannotRun } from '../verdict';
import type { GraphQLClient, Identity } from './client';

/** `email:password`, split at the first colon (a password may hold colons). */
export function credentials(value: string): { email: string; password: string } {
  const at = value.indexOf(':');
  if (at <= 0) throw new CannotRun(`Expected email:password, got "${value}"`);
  return { email: value.slice(0, at), password: value.slice(at + 1) };
}

/** Signs in with the schema's `login(email, password)`; a refusal means the suite cannot run. */
export async function signIn(client: GraphQLClient, docs: Documents, schema: GraphQLSchema, value: string, label: string): Promise<Identity> {
  const field = schema.getMutationType()?.getFields().login;
  if (!field) throw new CannotRun('The schema has no login mutation: pass --token');
  const { email, password } = credentials(value);
  const answer = await client.request(docs.operation('mutation', { name: 'login', field }, 'token userErrors { message }', { email, password }), { email, password }, { label: 'sign-in', token: null });
  const payload = answer.data?.login as { token: string | null; userErrors: { message: string }[] } | null | undefined;
  if (!payload?.token) {
    const why = payload?.userErrors[0]?.message ?? answer.errors?.[0]?.message ?? 'no token';
    throw new CannotRun(`Signing in as ${email} failed: ${why}`);
  }
  return { label, token: payload.token };
}

/** The viewer's role and the rules the server hands the admin with it (null when the schema has no viewer). */
export async function viewerOf(client: GraphQLClient, docs: Documents, schema: GraphQLSchema, who: Identity): Promise<{ role: string; rules: AppRule[] } | null> {
  const field = schema.getQueryType()?.getFields().viewer;
  if (!field) return null;
  const answer = await client.request(docs.operation('query', { name: 'viewer', field }, 'user { role } abilityRules { action subject conditions fields inverted }'), {}, who);
  const viewer = answer.data?.viewer as { user: { role: string }; abilityRules: AppRule[] } | null | undefined;
  if (!viewer) throw new CannotRun(`The viewer query failed as ${who.label}: ${answer.errors?.[0]?.message ?? 'no data'}`);
  // The server sends null for "every field" and "no conditions"; CASL wants them absent.
  const rules = viewer.abilityRules.map((rule) => Object.fromEntries(Object.entries(rule).filter(([, value]) => value !== null)) as AppRule);
  return { role: viewer.user.role, rules };
}

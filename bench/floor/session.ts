import { LoginDocument, type LoginMutation, type LoginMutationVariables } from '../../src/gql-strings/graphql';

/** Where the build points the floor, as it points the admin (VITE_GRAPHQL_URL). */
export const GRAPHQL_URL: string = import.meta.env.VITE_GRAPHQL_URL || 'http://127.0.0.1:4000/graphql';

/**
 * The admin's session keys and formats (src/core/settings/keys.ts, persist.ts, session/session.ts):
 * the token raw, the user and the rules as JSON. A page signed in by one is signed in for the other.
 */
const KEYS = { user: 'userData', token: 'accessToken', rules: 'userAbilityRules' } as const;

export const readToken = (): string | null => localStorage.getItem(KEYS.token) || null;

type Payload = LoginMutation['login'];

/** What the admin's startSession stores: the user's five fields, the token, the rules without GraphQL nulls. */
function store(token: string, viewer: NonNullable<Payload['viewer']>): void {
  const { id, email, fullName, avatarUrl, role } = viewer.user;
  const rules = viewer.abilityRules.map((rule) => Object.fromEntries(Object.entries(rule).filter(([key, value]) => value != null && !(key === 'inverted' && !value))));
  localStorage.setItem(KEYS.user, JSON.stringify({ id, email, fullName, avatarUrl: avatarUrl ?? null, role }));
  localStorage.setItem(KEYS.token, token);
  if (rules.length > 0) localStorage.setItem(KEYS.rules, JSON.stringify(rules));
}

/**
 * Signs in with a plain POST of the admin's Login document by the hash its build computed (the
 * text once, when the server asks for it), as src/pages/login/signIn.ts does; true once stored.
 */
export async function signIn(variables: LoginMutationVariables): Promise<boolean> {
  const hash = (LoginDocument.__meta__ as { hash?: string } | undefined)?.hash;
  const persisted = hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : {};
  const post = async (document: object) => {
    const response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: 'Login', ...document, variables }),
    });
    return (await response.json()) as { data?: LoginMutation | null; errors?: { extensions?: { code?: string } }[] };
  };
  let body = await post(hash ? persisted : { query: LoginDocument.toString() });
  if (body.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') body = await post({ query: LoginDocument.toString(), ...persisted });
  const payload = body.data?.login;
  if (!payload?.token || !payload.viewer || payload.userErrors.length > 0) return false;
  store(payload.token, payload.viewer);
  return true;
}

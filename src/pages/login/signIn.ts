import { GRAPHQL_URL } from '../../core/config/app';
import { startSession } from '../../core/session/session';
import { keepSignInNotice } from '../../core/session/signInNotice';
import { LoginDocument, type LoginMutation, type LoginMutationVariables } from '../../gql-strings/graphql';

export type SignInResult =
  | { ok: true }
  | { ok: false; messageId: string; values?: Record<string, string>; retryAfterSeconds?: number };

/** An answer the page cannot read (no payload, no token). */
const FAILED: SignInResult = { ok: false, messageId: 'auth.login.failed' };

/**
 * Why a request threw: a server on another origin that answers but does not allow this page's
 * origin (CORS) looks like no connection to `fetch`; a second, opaque `no-cors` request reaches
 * it only if it is up, so the page can say which origin to allow instead of "check your connection".
 */
export async function failureOf(url: string, fetchImpl: typeof fetch): Promise<SignInResult> {
  const network: SignInResult = { ok: false, messageId: 'errors.network' };
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) return network;
  try {
    await fetchImpl(target.href, { method: 'GET', mode: 'no-cors', cache: 'no-store' });
  } catch {
    return network;
  }
  return { ok: false, messageId: 'auth.login.originRefused', values: { origin: window.location.origin, server: target.origin } };
}

/**
 * Signs in with a plain POST of the generated Login document, so the sign-in page needs neither
 * Apollo nor graphql-js; on success the session (userData, accessToken, userAbilityRules) is stored.
 * A refused sign-in answers with the server's message id (e.g. `auth.invalidCredentials`).
 */
export async function signIn(variables: LoginMutationVariables, fetchImpl: typeof fetch = fetch): Promise<SignInResult> {
  let body: { data?: LoginMutation | null; errors?: { extensions?: { code?: string; retryAfterSeconds?: unknown } }[] };
  // By the hash the build computed (README "Trusted documents"); the text only where the server asks for it.
  const hash = (LoginDocument.__meta__ as { hash?: string } | undefined)?.hash;
  const query = LoginDocument.toString();
  const persisted = hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : null;
  const post = async (document: object) => {
    const response = await fetchImpl(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: 'Login', ...document, variables }),
    });
    return { status: response.status, body: (await response.json()) as typeof body };
  };
  try {
    const first = await post(persisted ?? { query });
    body = first.body;
    // Asked for the text, or a server that knows no persisted queries (as src/apollo/persistedDocuments.ts decides).
    const code = body.errors?.[0]?.extensions?.code ?? '';
    if (code === 'PERSISTED_QUERY_NOT_FOUND') body = (await post({ query, ...persisted })).body;
    else if (code === 'PERSISTED_QUERY_NOT_SUPPORTED' || (persisted && first.status === 400 && !code.startsWith('PERSISTED_QUERY'))) body = (await post({ query })).body;
  } catch {
    return failureOf(GRAPHQL_URL, fetchImpl);
  }
  const payload = body.data?.login;
  // Too many failed attempts: refused without looking at the password, until the wait is over.
  const refusal = body.errors?.[0]?.extensions;
  if (!payload && refusal?.code === 'TOO_MANY_ATTEMPTS') {
    return { ok: false, messageId: 'auth.login.throttled', retryAfterSeconds: Math.max(1, Number(refusal.retryAfterSeconds) || 1) };
  }
  if (!payload) return FAILED;
  const [userError] = payload.userErrors;
  if (userError) return { ok: false, messageId: userError.message };
  if (!payload.token || !payload.viewer) return FAILED;
  startSession({ user: payload.viewer.user, token: payload.token, abilityRules: payload.viewer.abilityRules });
  keepSignInNotice(payload.failedSignIns);
  return { ok: true };
}

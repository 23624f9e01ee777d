import { GRAPHQL_URL } from '../../core/config/app';
import { startSession } from '../../core/session/session';
import { setFactorEnrollmentPending } from '../../core/session/factorEnrollment';
import { keepSignInNotice } from '../../core/session/signInNotice';
import { LoginDocument, LoginWithFactorDocument, type LoginMutation, type LoginMutationVariables } from '../../gql-strings/graphql';
import { asciiDigits } from './factorCode';

export type SignInResult =
  | { ok: true }
  | { ok: false; messageId: string; values?: Record<string, string>; retryAfterSeconds?: number }
  | { ok: 'factor'; challenge: string };

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

type Payload = LoginMutation['login'];
type Body = { data?: Record<string, Payload | null> | null; errors?: { extensions?: { code?: string; retryAfterSeconds?: unknown } }[] };

/**
 * A plain POST of a generated string document (by hash first, README "Trusted documents"), so the
 * sign-in page needs neither Apollo nor graphql-js. Null when the server could not be reached.
 */
async function post(document: { toString(): string; __meta__?: unknown }, operationName: string, variables: object, fetchImpl: typeof fetch): Promise<Body | null> {
  const hash = (document.__meta__ as { hash?: string } | undefined)?.hash;
  const query = document.toString();
  const persisted = hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : null;
  const send = async (body: object) => {
    const response = await fetchImpl(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName, ...body, variables }),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  try {
    const first = await send(persisted ?? { query });
    // Asked for the text, or a server that knows no persisted queries (as src/apollo/persistedDocuments.ts decides).
    const code = first.body.errors?.[0]?.extensions?.code ?? '';
    if (code === 'PERSISTED_QUERY_NOT_FOUND') return (await send({ query, ...persisted })).body;
    if (code === 'PERSISTED_QUERY_NOT_SUPPORTED' || (persisted && first.status === 400 && !code.startsWith('PERSISTED_QUERY'))) return (await send({ query })).body;
    return first.body;
  } catch {
    return null;
  }
}

/** A sign-in's answer: a session (stored), a challenge for the second step, or why not. */
function settle(body: Body, field: string): SignInResult {
  const payload = body.data?.[field];
  // Too many failed attempts: refused without looking at the password, until the wait is over.
  const refusal = body.errors?.[0]?.extensions;
  if (!payload && refusal?.code === 'TOO_MANY_ATTEMPTS') {
    return { ok: false, messageId: 'auth.login.throttled', retryAfterSeconds: Math.max(1, Number(refusal.retryAfterSeconds) || 1) };
  }
  if (!payload) return FAILED;
  const [userError] = payload.userErrors;
  if (userError) return { ok: false, messageId: userError.message };
  if (payload.challenge) return { ok: 'factor', challenge: payload.challenge.token };
  if (!payload.token || !payload.viewer) return FAILED;
  startSession({ user: payload.viewer.user, token: payload.token, abilityRules: payload.viewer.abilityRules });
  // A role that requires a second factor, without one: the guard sends every screen to enrolment.
  // (A stub or older server may answer without it: nothing to enrol then.)
  const factor = payload.viewer.secondFactor as { required: boolean; enrolled: boolean } | null | undefined;
  setFactorEnrollmentPending(Boolean(factor?.required && !factor.enrolled));
  keepSignInNotice(payload.failedSignIns);
  return { ok: true };
}

/**
 * Signs in with the generated Login document; on success the session (userData, accessToken,
 * userAbilityRules) is stored. A refused sign-in answers with the server's message id (e.g.
 * `auth.invalidCredentials`); an account with a second factor answers a challenge for
 * `signInWithFactor`.
 */
export async function signIn(variables: LoginMutationVariables, fetchImpl: typeof fetch = fetch): Promise<SignInResult> {
  const body = await post(LoginDocument, 'Login', variables, fetchImpl);
  return body ? settle(body, 'login') : failureOf(GRAPHQL_URL, fetchImpl);
}

/** Sign-in's second step: the challenge and a code as typed (Persian digits are the server's to read too). */
export async function signInWithFactor(challenge: string, code: string, fetchImpl: typeof fetch = fetch): Promise<SignInResult> {
  const body = await post(LoginWithFactorDocument, 'LoginWithFactor', { challenge, code: asciiDigits(code) }, fetchImpl);
  return body ? settle(body, 'loginWithFactor') : failureOf(GRAPHQL_URL, fetchImpl);
}

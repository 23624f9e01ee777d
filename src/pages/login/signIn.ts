import { GRAPHQL_URL } from '../../core/config/app';
import { startSession } from '../../core/session/session';
import { LoginDocument, type LoginMutation, type LoginMutationVariables } from '../../gql-strings/graphql';

export type SignInResult = { ok: true } | { ok: false; messageId: string };

const GENERIC: SignInResult = { ok: false, messageId: 'errors.generic' };

/**
 * Signs in with a plain POST of the generated Login document, so the sign-in page needs neither
 * Apollo nor graphql-js; on success the session (userData, accessToken, userAbilityRules) is stored.
 * A refused sign-in answers with the server's message id (e.g. `auth.invalidCredentials`).
 */
export async function signIn(variables: LoginMutationVariables, fetchImpl: typeof fetch = fetch): Promise<SignInResult> {
  let body: { data?: LoginMutation | null };
  try {
    const response = await fetchImpl(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: 'Login', query: LoginDocument.toString(), variables }),
    });
    body = (await response.json()) as { data?: LoginMutation | null };
  } catch {
    return { ok: false, messageId: 'errors.network' };
  }
  const payload = body.data?.login;
  if (!payload) return GENERIC;
  const [refusal] = payload.userErrors;
  if (refusal) return { ok: false, messageId: refusal.message };
  if (!payload.token || !payload.viewer) return GENERIC;
  startSession({ user: payload.viewer.user, token: payload.token, abilityRules: payload.viewer.abilityRules });
  return { ok: true };
}

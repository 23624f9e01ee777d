import { liveOf } from '../../../mock-server/live/hub';
import { emailOf, type StaffRole } from '../../../support/auth';
import { DEV_PASSWORD } from '../../../support/servers';
import { stack } from './stack';
import { until } from './until';

type Variables = Record<string, unknown>;

/**
 * Someone else, working through the API as the admin would (a signed-in staff member of `role`
 * with a session of their own): what they change is recorded and sent to open sockets, unlike a
 * row written into the mock's store directly.
 */
export async function apiAs(role: StaffRole): Promise<<T = Record<string, unknown>>(query: string, variables?: Variables) => Promise<T>> {
  const url = `${stack().mock.url}/graphql`;
  const post = async (query: string, variables: Variables, token?: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
    return body.data!;
  };
  const login = await post('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }', { email: emailOf(role), password: DEV_PASSWORD });
  const token = (login.login as { token: string }).token;
  return async <T>(query: string, variables: Variables = {}) => (await post(query, variables, token)) as T;
}

/** How many open subscriptions listen to `subject`'s rows. */
export const rowListeners = (subject: string): number => liveOf(stack().mock.services.db).rowListenersOf(subject);

/** Waits until more than `before` subscriptions listen to `subject` (a page's list is live). */
export const listening = (subject: string, before: number): Promise<unknown> =>
  until(() => rowListeners(subject) > before, `a live subscription to ${subject}`);

/** Open subscriptions to the activity log. */
export const activityListeners = (): number => liveOf(stack().mock.services.db).activityListenerCount;

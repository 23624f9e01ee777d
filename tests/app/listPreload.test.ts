import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRulesFor } from '../../src/ability/rules';
import { clearSession, startSession } from '../../src/core/session/session';
import { reloadSettings } from '../../src/core/settings';
import { entityRoutes } from '../../src/entities/routes';
import { markFirstRouteReady } from '../../src/core/routing/firstRoute';
import { usePagedQuery } from '../../src/framework/list/usePagedQuery';

interface Sent {
  operationName: string | undefined;
  variables: Record<string, unknown>;
  answer: Subscriber<ApolloLink.Result>;
}

/** A client whose link records each request that reaches the network and holds its answer. */
function recordingClient() {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => new Observable((answer) => void sent.push({ operationName: operation.operationName, variables: operation.variables, answer })));
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

let current = recordingClient();
vi.mock('../../src/shell/apollo/appClient', () => ({ getAppApolloClient: () => current.client }));

const { buildRoutes } = await import('../../src/app/router/buildRoutes');
const { appRouteDefs } = await import('../../src/app/router/appRoutes');
const { FIRST_LOAD_WAIT_MS, preloadList } = await import('../../src/app/router/listPreload');

const payments = entityRoutes.find((info) => info.segment === 'payments')!;

/** The data router's loader of one route, by id. */
function loaderOf(id: string) {
  const stack = [...buildRoutes(appRouteDefs)];
  while (stack.length) {
    const route = stack.pop()!;
    if (route.id === id) return route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
    stack.push(...(route.children ?? []));
  }
  throw new Error(`no route ${id}`);
}

const visit = (id: string, url: string) => loaderOf(id)({ request: new Request(url), params: {}, context: undefined } as LoaderFunctionArgs);

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
  current = recordingClient();
});

afterEach(() => clearSession());

describe('a manage route starts its list query in its loader', () => {
  // An in-app navigation: a router has shown its first route (the first load is below).
  beforeEach(() => markFirstRouteReady());

  it('asks for the page, size, sort, search and filters the URL names', async () => {
    await preloadList(payments, new URL('http://admin.test/payments/manage?page=3&pageSize=50&sort=amount:asc&q=%20ab12%20&status=SUCCEEDED,FAILED,NOPE'), async () => current.client);
    expect(current.sent).toHaveLength(1);
    expect(current.sent[0].operationName).toBe('PaymentList');
    expect(current.sent[0].variables).toEqual({
      filter: { search: 'ab12', status: ['SUCCEEDED', 'FAILED'] },
      sort: { field: 'AMOUNT', direction: 'ASC' },
      page: 3,
      pageSize: 50,
    });
  });

  it("uses the declaration's default sort and page size when the URL names none", async () => {
    await preloadList(payments, new URL('http://admin.test/payments/manage'), async () => current.client);
    expect(current.sent[0].variables).toMatchObject({ filter: {}, sort: { field: 'PAID_AT', direction: 'DESC' }, page: 1, pageSize: 10 });
  });

  it('the loader has the request under way before it returns, and the screen’s query joins it', async () => {
    startSession({ user: { id: 'u1', email: 'finance@example.com', fullName: 'F', avatarUrl: null, role: 'FINANCE' }, token: 't', abilityRules: defineRulesFor('FINANCE') });
    await visit('payments-manage', 'http://admin.test/payments/manage?page=2');
    expect(current.sent.map((request) => [request.operationName, request.variables.page])).toEqual([['PaymentList', 2]]);

    // What the list screen does on mount: the same document and variables, cache and network.
    const { default: declaration } = await payments.load();
    const rows = current.client.watchQuery({ query: declaration.operations.list, variables: current.sent[0].variables, fetchPolicy: 'cache-and-network' });
    const results: unknown[] = [];
    const subscription = rows.subscribe((result) => result.data && results.push(result.data));
    expect(current.sent).toHaveLength(1);

    current.sent[0].answer.next({ data: { paymentList: { __typename: 'PaymentPage', items: [], total: 0 } } });
    current.sent[0].answer.complete();
    await vi.waitFor(() => expect(results).toHaveLength(1));
    subscription.unsubscribe();
  });

  it('starts nothing for a visit the guard turns away, nor on a form route', async () => {
    await expect(visit('payments-manage', 'http://admin.test/payments/manage')).rejects.toBeInstanceOf(Response);
    startSession({ user: { id: 'u2', email: 'editor@example.com', fullName: 'E', avatarUrl: null, role: 'EDITOR' }, token: 't', abilityRules: defineRulesFor('EDITOR') });
    await expect(visit('payments-manage', 'http://admin.test/payments/manage')).rejects.toBeInstanceOf(Response);
    await visit('media-new', 'http://admin.test/media/new');
    expect(current.sent).toHaveLength(0);
  });
});

const firstPage = { filter: {}, sort: { field: 'PAID_AT', direction: 'DESC' }, page: 1, pageSize: 10 };
/** The list screen's Apollo: the client the preload used. */
const wrapper = ({ children }: { children: ReactNode }) => createElement(ApolloProvider, { client: current.client, children });
const emptyPage = { __typename: 'PaymentPage', items: [], total: 0, page: 1, pageSize: 10 };
const answer = (sent: Sent) => {
  sent.answer.next({ data: { paymentList: emptyPage } });
  sent.answer.complete();
};

/**
 * The page's first load shows index.html's loader until the router's first route is ready: the
 * loader waits there for the rows (up to FIRST_LOAD_WAIT_MS), so the list renders once, with them.
 */
describe("a list's first load", () => {
  // The declaration's module, loaded once: the first import can take longer than a wait below.
  beforeAll(() => payments.load());

  it('waits for the answer, and the screen reads it from the cache without asking again', async () => {
    let settled = false;
    const preloaded = preloadList(payments, new URL('http://admin.test/payments/manage'), async () => current.client, true).then(() => (settled = true));
    await vi.waitFor(() => expect(current.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer(current.sent[0]);
    await preloaded;

    // The list screen's query (useListController → usePagedQuery), with its cache-and-network policy.
    const { default: declaration } = await payments.load();
    const { result } = renderHook(() => usePagedQuery(declaration.operations.list, firstPage, (data: { paymentList: { total: number } }) => data.paymentList), { wrapper });
    expect(result.current.page).toEqual(emptyPage);
    expect(result.current.loading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(current.sent).toHaveLength(1);
  });

  it('shows the screen without the rows when the answer is slow', async () => {
    const started = performance.now();
    await preloadList(payments, new URL('http://admin.test/payments/manage'), async () => current.client, true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(FIRST_LOAD_WAIT_MS - 5);
    // The request is still under way, for the screen to join.
    expect(current.sent).toHaveLength(1);
  });

  it('a page the screen goes on to is asked for as before: cache and network', async () => {
    const preloaded = preloadList(payments, new URL('http://admin.test/payments/manage'), async () => current.client, true);
    await vi.waitFor(() => expect(current.sent).toHaveLength(1));
    answer(current.sent[0]);
    await preloaded;
    const { default: declaration } = await payments.load();
    const { rerender } = renderHook((variables: typeof firstPage) => usePagedQuery(declaration.operations.list, variables, (data: { paymentList: unknown }) => data.paymentList), { wrapper, initialProps: firstPage });
    rerender({ ...firstPage, page: 2 });
    await waitFor(() => expect(current.sent.map((request) => request.variables.page)).toEqual([1, 2]));
  });
});

// @vitest-environment node
import { gql, InMemoryCache } from '@apollo/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createApolloClient } from '../../src/apollo/client';
import { backoff } from '../../src/apollo/live';
import { liveUrlOf } from '../../src/apollo/liveUrl';
import { createLiveStateStore, type LiveStatus } from '../../src/apollo/liveState';
import { typePolicies } from '../../src/apollo/typePolicies';
import { ViewerNotificationsChangedDocument } from '../../src/gql-docs';
import { applyNotificationNews } from '../../src/shell/navbar/useLiveNotifications';
import { freshToken } from '../mock-server/liveClient';
import { startTestServer, type TestClient } from '../mock-server/harness';

describe('the live link', () => {
  it('reads the socket URL from the GraphQL URL, relative ones against the page', () => {
    expect(liveUrlOf('http://127.0.0.1:4000/graphql', 'http://127.0.0.1:5173/users')).toBe('ws://127.0.0.1:4000/graphql');
    expect(liveUrlOf('/graphql', 'https://admin.example.com/users/manage')).toBe('wss://admin.example.com/graphql');
  });

  it('backs off exponentially, capped, with jitter', () => {
    expect(backoff(0)).toBeGreaterThanOrEqual(1000);
    expect(backoff(0)).toBeLessThan(2000);
    expect(backoff(3)).toBeGreaterThanOrEqual(8000);
    expect(backoff(30)).toBeLessThan(16_000);
  });

  it('counts a return from reconnecting, not a first connection', () => {
    const state = createLiveStateStore();
    const seen: LiveStatus[] = [];
    state.subscribe(() => seen.push(state.get().status));
    state.set('connecting');
    state.set('live');
    expect(state.get().reconnects).toBe(0);
    state.set('reconnecting');
    state.set('live');
    expect(seen).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(state.get().reconnects).toBe(1);
  });
});

describe('the bell, live', () => {
  it('writes the pushed count and newest notification into the cached viewer once', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeFragment({
      id: 'Viewer:{}',
      fragment: gql`fragment BellCount on Viewer { unreadNotificationCount notifications(first: 20) { id } }`,
      data: { __typename: 'Viewer', unreadNotificationCount: 0, notifications: [] },
    });
    const newest = { __typename: 'StaffNotification' as const, id: 'n1', kind: 'ABUSE_REPORTED', values: {}, link: '/abuse/manage', createdAt: '2026-11-26T06:00:00.000Z', read: false };
    applyNotificationNews(cache, { __typename: 'ViewerNotifications', unreadCount: 1, newest } as never);
    applyNotificationNews(cache, { __typename: 'ViewerNotifications', unreadCount: 1, newest } as never);
    const viewer = cache.extract()['Viewer:{}'] as Record<string, unknown>;
    expect(viewer.unreadNotificationCount).toBe(1);
    expect(viewer['notifications({"first":20})']).toEqual([{ __ref: 'StaffNotification:n1' }]);
  });
});

describe('subscriptions over the socket against the mock server', () => {
  let server: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  function clientFor(token: string) {
    const state = createLiveStateStore();
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({
      uri: server.endpoint,
      live: { url: server.endpoint.replace(/^http/, 'ws'), state, webSocketImpl: WebSocket },
      getToken: () => token,
      onUnauthenticated,
      onFailure: () => undefined,
    });
    return { client, state, onUnauthenticated };
  }

  it('delivers the viewer count, and a session ended elsewhere ends this one', async () => {
    const token = await freshToken(server, 'MODERATOR');
    const { client, state, onUnauthenticated } = clientFor(token);
    const counts: number[] = [];
    const subscription = client.subscribe({ query: ViewerNotificationsChangedDocument }).subscribe({
      next: (result) => {
        if (result.data) counts.push(result.data.viewerNotifications.unreadCount);
      },
      error: () => undefined,
    });
    await vi.waitFor(() => expect(counts.length > 0).toBe(true), { timeout: 10_000 });
    expect(state.get().status).toBe('live');
    await server.request('mutation { logout }', {}, token);
    await vi.waitFor(() => expect(onUnauthenticated.mock.calls.length > 0).toBe(true), { timeout: 10_000 });
    expect(state.get().status).toBe('idle');
    subscription.unsubscribe();
  });

  it('says reconnecting when the server goes away', async () => {
    const other = await startTestServer();
    const token = await freshToken(other, 'ADMIN');
    const state = createLiveStateStore();
    const client = createApolloClient({
      uri: other.endpoint,
      live: { url: other.endpoint.replace(/^http/, 'ws'), state, webSocketImpl: WebSocket },
      getToken: () => token,
      onUnauthenticated: () => undefined,
      onFailure: () => undefined,
    });
    const subscription = client.subscribe({ query: ViewerNotificationsChangedDocument }).subscribe({ error: () => undefined });
    await vi.waitFor(() => expect(state.get().status === 'live').toBe(true), { timeout: 10_000 });
    await other.stop();
    await vi.waitFor(() => expect(state.get().status === 'reconnecting').toBe(true), { timeout: 10_000 });
    subscription.unsubscribe();
  });
});

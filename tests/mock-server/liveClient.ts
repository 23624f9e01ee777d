import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { expect, vi } from 'vitest';
import WebSocket from 'ws';
import { liveOf } from '../../mock-server/live/hub';
import type { StaffRole } from '../../src/ability/subjects';
import type { TestClient } from './harness';

/** A socket of the graphql-ws client, recording every frame the server sends as its raw text. */
export interface LiveSocket {
  client: Client;
  /** Every frame received, as sent (to assert that something never appears in them). */
  frames: string[];
  /** Resolves with the close code once the server (or the client) closed the socket. */
  closed: Promise<number>;
  /** Resolves once the server acknowledged connection_init. */
  connected: Promise<void>;
  dispose(): Promise<void>;
}

/** A new token for `role`, never the harness's cached one (tests here log out or demote them). */
export async function freshToken(server: TestClient, role: StaffRole | string): Promise<string> {
  const result = await server.run<{ login: { token: string | null } }>('Login', { email: `${role.toLowerCase()}@example.com`, password: server.config.devPassword });
  const token = result.data?.login.token;
  if (!token) throw new Error(`Login as ${role} failed: ${JSON.stringify(result)}`);
  return token;
}

export const wsUrl = (server: TestClient) => `${server.server.url.replace(/^http/, 'ws')}/graphql`;

/** Opens a socket at once (not lazily) that never reconnects, so every close is seen as it happened. */
export function openSocket(server: TestClient, params: Record<string, unknown>, headers: Record<string, string> = {}): LiveSocket {
  const frames: string[] = [];
  class RecordingSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
      this.on('message', (data) => frames.push(String(data)));
    }
  }
  let onClosed!: (code: number) => void;
  let onConnected!: () => void;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url: wsUrl(server),
    webSocketImpl: RecordingSocket,
    connectionParams: params,
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: {
      connected: () => onConnected(),
      closed: (event) => onClosed((event as { code: number }).code),
    },
  });
  return { client, frames, closed, connected, dispose: () => client.dispose() as Promise<void> };
}

/** One subscription's messages, taken one at a time in the order they came. */
export interface Subscription<T> {
  /** The next message (already received, or the next to come). */
  next(): Promise<FormattedExecutionResult<T, unknown>>;
  /** Resolves once the server ended the subscription with an error (its errors). */
  failed: Promise<readonly { message: string; extensions?: Record<string, unknown> }[]>;
  stop(): void;
}

export function subscribe<T = Record<string, unknown>>(socket: LiveSocket, query: string, variables: Record<string, unknown> = {}): Subscription<T> {
  const received: FormattedExecutionResult<T, unknown>[] = [];
  const waiting: ((result: FormattedExecutionResult<T, unknown>) => void)[] = [];
  let onFailed!: (errors: readonly { message: string; extensions?: Record<string, unknown> }[]) => void;
  const failed = new Promise<readonly { message: string; extensions?: Record<string, unknown> }[]>((resolve) => (onFailed = resolve));
  const stop = socket.client.subscribe<T>(
    { query, variables },
    {
      next: (result) => (waiting.length > 0 ? waiting.shift()!(result) : received.push(result)),
      error: (error) => onFailed(Array.isArray(error) ? error : [{ message: String((error as Error)?.message ?? error) }]),
      complete: () => undefined,
    },
  );
  return {
    next: () => (received.length > 0 ? Promise.resolve(received.shift()!) : new Promise((resolve) => waiting.push(resolve))),
    failed,
    stop,
  };
}

/**
 * Subscribes and resolves once the server listens for it: a change made over HTTP right after is
 * then certain to be sent (a subscription has no first message to wait for).
 */
export async function subscribed<T = Record<string, unknown>>(server: TestClient, socket: LiveSocket, query: string, variables: Record<string, unknown> = {}): Promise<Subscription<T>> {
  const hub = liveOf(server.db);
  const before = hub.counts.started;
  const subscription = subscribe<T>(socket, query, variables);
  await vi.waitFor(() => expect(hub.counts.started).toBeGreaterThan(before), { timeout: 10_000, interval: 5 });
  return subscription;
}

export const ROWS_CHANGED = `subscription Rows($subject: String!) {
  rowsChanged(subject: $subject) { subject refetch changes { id kind updatedAt at by { id name } fields count } }
}`;

export interface RowsMessage {
  rowsChanged: {
    subject: string;
    refetch: boolean;
    changes: { id: string; kind: string; updatedAt: string | null; at: string; by: { id: string; name: string } | null; fields: string[]; count: number }[];
  };
}

/** The ids of every row a socket's rowsChanged frames named. */
export function changedIds(socket: LiveSocket): string[] {
  return socket.frames
    .map((frame) => JSON.parse(frame) as { type: string; payload?: { data?: Partial<RowsMessage> } })
    .flatMap((message) => (message.type === 'next' ? (message.payload?.data?.rowsChanged?.changes ?? []) : []))
    .map((change) => change.id);
}

import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** What the load test's sockets listen to: the rows its writes change, and the busiest lists. */
export const SOCKET_SUBJECTS = ['Accent', 'Media', 'Payment', 'User', 'Comment'];
const ROWS_CHANGED = 'subscription Rows($subject: String!) { rowsChanged(subject: $subject) { refetch changes { id kind updatedAt } } }';
/** The server's limit per token (mock-server/live/options.ts): one login serves this many sockets. */
const SOCKETS_PER_TOKEN = 5;

export interface SocketLoad {
  /** Messages and row changes received so far, over all sockets. */
  counts(): { messages: number; changes: number; closed: number };
  close(): Promise<void>;
}

/**
 * `count` sockets, each subscribed to every subject of SOCKET_SUBJECTS, as admins with the admin
 * open would be; resolves once every socket is acknowledged. `login` answers a new token.
 */
export async function openSockets(url: string, count: number, login: () => Promise<string>): Promise<SocketLoad> {
  let messages = 0;
  let changes = 0;
  let closed = 0;
  const clients: Client[] = [];
  let token = '';
  for (let n = 0; n < count; n += 1) {
    if (n % SOCKETS_PER_TOKEN === 0) token = await login();
    let connected!: () => void;
    const acknowledged = new Promise<void>((resolve) => (connected = resolve));
    const client = createClient({
      url: url.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 0,
      on: { connected: () => connected(), closed: () => (closed += 1) },
    });
    clients.push(client);
    for (const subject of SOCKET_SUBJECTS) {
      client.subscribe<{ rowsChanged: { changes: unknown[] } }>(
        { query: ROWS_CHANGED, variables: { subject } },
        {
          next: (result) => {
            messages += 1;
            changes += result.data?.rowsChanged.changes.length ?? 0;
          },
          error: (error) => console.error(`socket ${n} ${subject}:`, error),
          complete: () => undefined,
        },
      );
    }
    await acknowledged;
  }
  return {
    counts: () => ({ messages, changes, closed }),
    close: async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
}

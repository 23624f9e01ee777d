import { buildContext, type MockContext, type MockServices } from '../context';
import { CLOSE } from './options';

/** One open socket, signed in. */
export interface LiveSession {
  /** The request context its subscriptions run with (viewer and ability as over HTTP). */
  context: MockContext & { token: { jti: string } };
  token: string;
  close(code: number, reason: string): void;
}

/** The open sockets per token: how many one token may hold, and which to close when sessions end. */
export class LiveSessions {
  private readonly open = new Map<string, Set<LiveSession>>();

  constructor(
    private readonly services: MockServices,
    private readonly perToken: number,
  ) {}

  /** A socket signed in; false when its token already holds as many sockets as allowed. */
  join(session: LiveSession): boolean {
    const jti = session.context.token.jti;
    const sockets = this.open.get(jti) ?? new Set();
    if (sockets.size >= this.perToken) return false;
    this.open.set(jti, sockets.add(session));
    return true;
  }

  leave(session: LiveSession): void {
    const jti = session.context.token.jti;
    this.open.get(jti)?.delete(session);
    if (this.open.get(jti)?.size === 0) this.open.delete(jti);
  }

  get count(): number {
    let sockets = 0;
    for (const set of this.open.values()) sockets += set.size;
    return sockets;
  }

  /**
   * Closes the sockets of one session whose rules changed (preview.ts): each subscription was
   * checked and keeps listening with the context it started with, so the client reconnects and
   * subscribes again under the new rules rather than have old ones go on in place.
   */
  reopen(jti: string): void {
    for (const session of [...(this.open.get(jti) ?? [])]) session.close(CLOSE.rulesChanged, 'The session\'s rules changed: reconnect');
  }

  /**
   * Closes every socket whose token the server no longer accepts, judged exactly as an HTTP
   * request would be (buildContext): logged out, sessions ended by a role or status change or a
   * deletion, expired, or its user no longer active.
   */
  async sweep(): Promise<void> {
    for (const sockets of [...this.open.values()]) {
      for (const session of [...sockets]) {
        const now = await buildContext(this.services, { headers: { authorization: `Bearer ${session.token}` } });
        if (!now.viewer) session.close(CLOSE.unauthorized, 'Session ended: sign in again');
      }
    }
  }
}

/**
 * The live connection's state, for the navbar: `idle` while no subscription needs a socket (it
 * opens lazily), `connecting` on the first attempt, `live` once acknowledged, `reconnecting` after a
 * socket was lost and until it is back. `reconnects` counts the returns, so screens can refetch
 * what they may have missed while it was away (the server replays nothing).
 */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

export interface LiveState {
  status: LiveStatus;
  reconnects: number;
}

export interface LiveStateStore {
  get: () => LiveState;
  set: (status: LiveStatus) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLiveStateStore(): LiveStateStore {
  let state: LiveState = { status: 'idle', reconnects: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (status) => {
      if (status === state.status) return;
      const returned = status === 'live' && state.status === 'reconnecting';
      state = { status, reconnects: state.reconnects + (returned ? 1 : 0) };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

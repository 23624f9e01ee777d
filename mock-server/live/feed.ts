/**
 * One subscription's stream: the hub pushes events, they are folded into what is pending, and the
 * pending value goes out as one message at most once per window. graphql-js pulls messages with
 * `next()` as fast as the socket takes them; while it has not pulled, later events fold into the
 * same pending value, so a slow socket holds one message's worth of memory, never a queue.
 */
/** Sends whose window has passed, waiting for their turn of the event loop. */
const due: (() => void)[] = [];
let draining = false;

function drain(): void {
  due.shift()?.();
  if (due.length > 0) setImmediate(drain);
  else draining = false;
}

/**
 * Runs `send` on a turn of the event loop of its own. Fifty sockets subscribed to one subject come
 * due in the same window; sent in one go they would hold the requests that arrived meanwhile for
 * the whole batch, so each goes out on its own turn and requests are served between them.
 */
export function release(send: () => void): void {
  due.push(send);
  if (draining) return;
  draining = true;
  setImmediate(drain);
}

export class Feed<Event, Pending, Out> implements AsyncIterableIterator<Out> {
  private pending: Pending | null = null;
  /** The window since the first pending event has passed: the next pull gets it at once. */
  private due = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting: ((result: IteratorResult<Out>) => void) | null = null;
  private ended = false;

  constructor(
    private readonly fold: (pending: Pending | null, event: Event) => Pending,
    private readonly message: (pending: Pending) => Out,
    private readonly windowMs: number,
    /** Called once when the subscription ends (completed by the client, socket closed, server stopped). */
    private readonly onEnd: () => void,
  ) {}

  get closed(): boolean {
    return this.ended;
  }

  /** `now`: no window (a first value sent on subscribing). */
  push(event: Event, now = false): void {
    if (this.ended) return;
    this.pending = this.fold(this.pending, event);
    if (now) {
      this.clearTimer();
      this.due = true;
    } else if (!this.due && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.due = true;
        release(() => this.deliver());
      }, this.windowMs);
    }
    this.deliver();
  }

  private deliver(): void {
    if (!this.waiting || !this.due || this.pending === null) return;
    const out = this.message(this.pending);
    const resolve = this.waiting;
    this.pending = null;
    this.due = false;
    this.waiting = null;
    resolve({ value: out, done: false });
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  next(): Promise<IteratorResult<Out>> {
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.deliver();
    });
  }

  return(): Promise<IteratorResult<Out>> {
    if (!this.ended) {
      this.ended = true;
      this.clearTimer();
      this.pending = null;
      this.waiting?.({ value: undefined, done: true });
      this.waiting = null;
      this.onEnd();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<Out>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** A feed whose value is a state (presence, the bell): the latest wins, and an unchanged one is not sent again. */
export function stateFeed<State>(windowMs: number, onEnd: () => void): Feed<State, State, State> & { offer(state: State, now?: boolean): void } {
  const feed = new Feed<State, State, State>((_, state) => state, (state) => state, windowMs, onEnd);
  let last: string | null = null;
  return Object.assign(feed, {
    offer(state: State, now = false) {
      const key = JSON.stringify(state);
      if (key === last) return;
      last = key;
      feed.push(state, now);
    },
  });
}

/** Reading Chromium's trace events (the Tracing domain), for the bench's trace scripts. */

export interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }

/** Self time (ms) by event name on one thread: complete events nest by time. */
export function selfTimes(events: TraceEvent[]): Map<string, number> {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, number>();
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, children } = stack.pop()!;
      totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur! - children) / 1000);
      if (stack.length) stack.at(-1)!.children += event.dur!;
    }
  };
  for (const event of complete) {
    close(event.ts);
    stack.push({ event, children: 0 });
  }
  close(Infinity);
  return totals;
}

/** The page's renderer main thread's events: the CrRendererMain that ran the most. */
export function busiestMainThread(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return mains.map((thread) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid)).sort((a, b) => b.length - a.length)[0] ?? [];
}

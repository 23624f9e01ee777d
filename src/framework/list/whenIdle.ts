/**
 * Runs `run` once the page is idle (requestIdleCallback; a short timer in browsers without it,
 * Safari); returns what cancels it.
 *
 * @example useEffect(() => whenIdle(prefetch), [prefetch]);
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const cancel = cancelIdleCallback;
    // The timeout keeps a busy page (live rows) from putting the work off for ever.
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancel(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

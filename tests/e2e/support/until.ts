/**
 * Polls `probe` until it returns a truthy value (returned) or `timeout` ms pass (throws with
 * `what`). For conditions Playwright's waits cannot express directly; never a fixed sleep.
 *
 * @example const count = await until(async () => Number(await badge.innerText()) === 3, 'badge shows 3');
 */
export async function until<T>(probe: () => Promise<T> | T, what: string, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting until ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

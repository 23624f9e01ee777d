import { openBenchPage, type BenchContext } from '../support';
import { median } from './median';

const STAMP_LOGIN_USABLE = `
  new MutationObserver((_, observer) => {
    const field = document.querySelector('input[name="email"]');
    if (field && !field.disabled) {
      window.__loginUsableAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

export interface Timing {
  name: string;
  runs: number[];
  median: number;
}

/**
 * Milliseconds from navigation start until the login form is usable (its e-mail field is in the
 * DOM and enabled: React attaches handlers at the root, so a rendered field already responds),
 * with the CPU slowed `rate` times through CDP. Each run starts with an empty cache.
 */
export async function measureLoginUsable(bench: BenchContext, runs: number, rate = 4): Promise<Timing> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { page, cdp, close } = await openBenchPage(bench);
    try {
      const session = await cdp();
      await session.send('Emulation.setCPUThrottlingRate', { rate });
      // Stamped by the page itself, so polling from the test process adds nothing to the figure.
      // A string, not a function: tsx's name-keeping helpers do not exist in the page.
      await page.addInitScript(STAMP_LOGIN_USABLE);
      await page.goto('/login');
      const handle = await page.waitForFunction(() => (window as unknown as { __loginUsableAt?: number }).__loginUsableAt, undefined, { timeout: 60_000 });
      samples.push(Math.round((await handle.jsonValue()) as number));
    } finally {
      await close();
    }
  }
  return { name: `login form usable, CPU ${rate}× slower`, runs: samples, median: median(samples) };
}

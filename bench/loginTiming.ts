import { openBenchPage, type BenchContext } from '../support';
import { median } from './median';

/**
 * Stamps when an e-mail field is first in the document and enabled (index.html's pre-rendered
 * form, scripts/vite/signInPrerender.ts), when React's is (inside #app), and the time spent in
 * `Intl.*.supportedLocalesOf` (react-intl's start-up locale checks).
 */
const STAMP_LOGIN_USABLE = `
  window.__localesMs = 0;
  for (const service of ['NumberFormat', 'DateTimeFormat', 'PluralRules']) {
    const original = Intl[service].supportedLocalesOf;
    Intl[service].supportedLocalesOf = function (...args) {
      const start = performance.now();
      try { return original.apply(this, args); } finally { window.__localesMs += performance.now() - start; }
    };
  }
  new MutationObserver((_, observer) => {
    const field = document.querySelector('input[name="email"]');
    if (field && !field.disabled && !window.__loginUsableAt) window.__loginUsableAt = performance.now();
    if (document.querySelector('#app input[name="email"]')) {
      window.__reactLoginAt = performance.now();
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
 * DOM and enabled: the pre-rendered one of index.html, or React's, whichever comes first), until
 * React's form is on screen, and how long react-intl's locale checks took on the way, with the CPU
 * slowed `rate` times through CDP. Each run starts with an empty cache.
 */
export async function measureLoginUsable(bench: BenchContext, runs: number, rate = 4): Promise<Timing[]> {
  const usable: number[] = [];
  const react: number[] = [];
  const locales: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { page, cdp, close } = await openBenchPage(bench);
    try {
      const session = await cdp();
      await session.send('Emulation.setCPUThrottlingRate', { rate });
      // Stamped by the page itself, so polling from the test process adds nothing to the figure.
      // A string, not a function: tsx's name-keeping helpers do not exist in the page.
      await page.addInitScript(STAMP_LOGIN_USABLE);
      await page.goto('/login');
      const handle = await page.waitForFunction('window.__reactLoginAt && [window.__loginUsableAt, window.__reactLoginAt, window.__localesMs]', undefined, { timeout: 60_000 });
      const [first, mounted, localesMs] = (await handle.jsonValue()) as number[];
      usable.push(Math.round(first));
      react.push(Math.round(mounted));
      locales.push(Math.round(localesMs * 10) / 10);
    } finally {
      await close();
    }
  }
  const timing = (name: string, samples: number[]): Timing => ({ name, runs: samples, median: median(samples) });
  return [
    timing(`login form usable, CPU ${rate}× slower`, usable),
    timing(`login form rendered by React, CPU ${rate}× slower`, react),
    timing(`react-intl's supportedLocalesOf calls until then, CPU ${rate}× slower`, locales),
  ];
}

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's `chromium` package, or wherever CHROMIUM_PATH points. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
}

/**
 * The browser's path, or an error that says how to get one. Never a silent skip: a suite that
 * passes without a browser proves nothing.
 */
export function requireChromium(): string {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}; install it with: apt-get install chromium (or set CHROMIUM_PATH)`);
  }
  return path;
}

/** Flags that keep a CI browser quiet and deterministic: no sandbox (containers), no GPU, no phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches Chromium with a fresh profile. Playwright refuses `--user-data-dir` in `launch()`;
 * its own temporary profile is fresh per launch, and the directory here also holds downloads
 * and traces so nothing of a run survives it.
 */
export async function launchChromium(): Promise<LaunchedBrowser> {
  const executablePath = requireChromium();
  const scratch = mkdtempSync(join(tmpdir(), 'lingua-e2e-'));
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    downloadsPath: join(scratch, 'downloads'),
    tracesDir: join(scratch, 'traces'),
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

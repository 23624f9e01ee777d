import { afterEach } from 'vitest';

// jsdom-only helpers; node-environment suites (the mock server) load this file too.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}

import { afterEach } from 'vitest';

// jsdom-only helpers; node-environment suites (the mock server) load this file too.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // With every file running in parallel on two cores, an update a person sees at once (a toast
  // after a mutation's answer) can take over the default second to reach the DOM: findBy and
  // waitFor wait up to five.
  configure({ asyncUtilTimeout: 5_000 });
  // Components render the kit here: catalogs install React Aria's Persian strings as
  // they do once a screen with the kit has loaded in the app.
  const { startAriaStrings } = await import('../src/i18n/aria/install');
  void startAriaStrings();
}

/** Helpers for browser journeys (see tests/e2e/README.md); the pieces shared with the bench live in support/. */
export { openApp, type OpenApp, type OpenOptions } from './app';
export { emailOf, login, preferences, signInAs, type StaffRole } from '../../../support/auth';
export { buildApp, ensureBuild, E2E_DIST, ROOT } from '../../../support/build';
export { CHROMIUM_ARGS, launchChromium, requireChromium } from '../../../support/chromium';
export { text, textStem } from './messages';
export { languageName } from './languages';
export { DEV_PASSWORD, startMock, startPreview } from '../../../support/servers';
export { documentState, expectedMenu, LATIN_DIGITS, PERSIAN_DIGITS, visibleMenu, waitForDashboard } from './shell';
export { stack, startStack, type Stack } from './stack';
export { until } from './until';
export { screenshot, SCREENSHOT_DIR } from './screenshots';

/**
 * What the browser suite (tests/e2e) and the bench both drive the built app with: the build, the
 * mock server and `vite preview`, Chromium, signing in, and the routes' byte budgets. Tests and
 * bench import this folder, never each other (eslint.config.js).
 */
export { emailOf, login, preferences, signInAs, type StaffRole } from './auth';
export { openBenchPage, type BenchContext } from './benchPage';
export { BENCH_ROUTES, type BenchRoute } from './benchRoutes';
export { kb, overBudget, prefetchKey, readBudgets, scriptsKey, type Budgets } from './budgets';
export { buildApp, buildFloor, ensureBuild, E2E_DIST, FLOOR_DIST, ROOT } from './build';
export { CHROMIUM_ARGS, launchChromium, requireChromium, type LaunchedBrowser } from './chromium';
export { measureRouteBytes, type RouteBytes, type ScriptBytes } from './routeBytes';
export { ratio, RATIO_HEADER, ratioRows, type PairedFigure } from './ratios';
export { DEV_PASSWORD, startMock, startPreview } from './servers';
export { E2E_TIMEOUT, startFloor, startStack, type Stack, type StackOptions } from './stack';
export { busiestMainThread, selfTimes as traceSelfTimes, type TraceEvent } from './traceEvents';

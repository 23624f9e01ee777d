import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { login, openApp } from '../support';
import { audit, auditedEntities, describeViolations, linksMatching, navigate, pagePaths, rowPatterns, settled, type Violation } from '../support/a11y';
import { entityPaths } from '../../../src/paths';

/**
 * Every screen in Persian and English, as ADMIN (and the signed-out ones before signing in), has
 * no moderate, serious or critical axe violation (minor ones, axe's best practices of least
 * weight, are not asked for). One page per language, moving by client-side navigation; the two
 * languages run side by side (about a second per screen on an idle machine).
 */
describe('accessibility', { concurrency: true }, () => {
  for (const language of ['fa', 'en'] as const) {
    test(`${language}: no moderate, serious or critical axe violation on any screen`, { timeout: 480_000 }, async (t) => {
      const { page } = await openApp(t, { language, path: '/login' });
      await settled(page);
      const violations: Violation[] = [];
      const check = async (path: string) => {
        await navigate(page, path);
        violations.push(...(await audit(page, path, 'moderate')));
      };
      const { signedOut, signedIn } = pagePaths();
      for (const path of signedOut) await check(path);

      await navigate(page, '/login');
      await login(page, 'ADMIN');
      for (const path of signedIn) await check(path);
      for (const info of auditedEntities()) {
        await check(entityPaths.manage(info.segment));
        const reached = await linksMatching(page, rowPatterns(info));
        if (info.hasNew) await check(entityPaths.new(info.segment));
        for (const href of reached) await check(href);
      }
      if (violations.length > 0) assert.fail(`axe found moderate or worse violations:\n${describeViolations(violations)}`);
    });
  }
});

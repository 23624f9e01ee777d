// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, run on their own: src keeps every arrow pointing
 * down the layers, the folders beside it keep their own rules, and the rule really fires when one
 * points the wrong way.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
});

const boundaryMessages = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => ({ file: result.filePath, ...message })))
    .filter((message) => message.ruleId?.startsWith('boundaries/') || message.fatal);

describe('import boundaries', () => {
  it('hold across every folder', async () => {
    const problems = boundaryMessages(await eslint.lintFiles(['src', 'mock-server', 'scripts', 'bench', 'support', 'tests']));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  }, 120_000);

  it.each([
    ['src/framework/list/Probe.ts', "import { App } from '../../app/App';", 'framework/list', 'app'],
    ['src/framework/form/Probe.ts', "export const load = () => import('../../pages/login/LoginPage');", 'framework/form', 'pages'],
    ['src/framework/fields/Probe.ts', "export { entityRoutes } from '../../entities/routes';", 'framework/fields', 'entities'],
    // Inside the framework too: its folders form one stack (eslint.config.js, frameworkLayers).
    ['src/framework/fields/Probe.ts', "import { ListTable } from '../list/ListTable';", 'framework/fields', 'framework/list'],
    ['src/framework/form/Probe.ts', "import { ManageScreen } from '../list/ManageScreen';", 'framework/form', 'framework/list'],
    ['src/framework/display/Probe.ts', "import RichTextEditor from '../richtext/RichTextEditor';", 'framework/display', 'framework/richtext'],
    ['src/framework/entity/Probe.ts', "import { FieldRenderer } from '../fields/FieldRenderer';", 'framework/entity', 'framework/fields'],
    ['src/ui/Probe.ts', "import { useSettings } from '../core/settings';", 'ui', 'core'],
    ['src/entities/Probe.ts', "import { Navbar } from '../shell/navbar/Navbar';", 'entities', 'shell'],
    ['src/shell/menu/Probe.ts', "import { appRouteDefs } from '../../app/router/appRoutes';", 'shell', 'router'],
    ['src/pages/misc/Probe.ts', "import { guardLoader } from '../../app/router/guardLoader';", 'pages', 'router'],
    // Beside src: the mock server shares only the contract's leaves with the admin.
    ['mock-server/Probe.ts', "import '../src/framework/list/ListTable';", 'mock-server', 'framework/list'],
    ['mock-server/resolvers/Probe.ts', "import { entityRoutes } from '../../src/entities/routes';", 'mock-server', 'entities'],
    // The suite and the bench meet in support/, never in each other.
    ['bench/Probe.ts', "import { openApp } from '../tests/e2e/support';", 'bench', 'tests'],
    ['scripts/Probe.ts', "import { openApp } from '../tests/e2e/support';", 'scripts', 'tests'],
    ['support/Probe.ts', "import { openApp } from '../tests/e2e/support';", 'support', 'tests'],
    ['tests/e2e/journeys/Probe.ts', "import { printTable } from '../../../bench/table';", 'tests', 'bench'],
    ['support/Probe.ts', "import { ListTable } from '../src/framework/list/ListTable';", 'support', 'framework/list'],
  ])('flags %s importing upwards (%s)', async (filePath, code, from, to) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath });
    const messages = boundaryMessages([result]);
    expect(messages).toHaveLength(1);
    expect(messages[0].ruleId).toBe('boundaries/dependencies');
    expect(messages[0].message).toContain(`"${from}"`);
    expect(messages[0].message).toContain(`"${to}"`);
  });

  it('lets an arrow point down', async () => {
    const code = "import { AppIcon } from '../../ui/AppIcon';\nimport { createAppAbility } from '../../ability/ability';\n";
    const [result] = await eslint.lintText(code, { filePath: 'src/framework/list/Probe.ts' });
    expect(boundaryMessages([result])).toEqual([]);
    const inner = "import { FormScreen } from '../form/FormScreen';\nimport { useLabel } from '../entity/labels';\n";
    const [down] = await eslint.lintText(inner, { filePath: 'src/framework/list/Probe.ts' });
    expect(boundaryMessages([down])).toEqual([]);
    // Beside src, each folder's own arrows: a test of the mock server is a test, not the server.
    const outside: [string, string][] = [
      ['mock-server/resolvers/Probe.ts', "import { defineRulesFor } from '../../src/ability/rules';\nimport { schemas } from '../../src/validation/schemas';\n"],
      ['tests/mock-server/Probe.test.ts', "import { ListTable } from '../../src/framework/list/ListTable';\nimport { startMockServer } from '../../mock-server/server';\n"],
      ['bench/Probe.ts', "import { startStack } from '../support';\n"],
      ['tests/e2e/journeys/Probe.ts', "import { BENCH_ROUTES } from '../../../support';\n"],
    ];
    for (const [filePath, code] of outside) {
      const [result] = await eslint.lintText(code, { filePath });
      expect(boundaryMessages([result]), filePath).toEqual([]);
    }
  });
});

// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, run on their own: src keeps every arrow pointing
 * down the layers, and the rule really fires when one points up.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
});

const boundaryMessages = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => ({ file: result.filePath, ...message })))
    .filter((message) => message.ruleId?.startsWith('boundaries/') || message.fatal);

describe('import boundaries', () => {
  it('hold across src', async () => {
    const problems = boundaryMessages(await eslint.lintFiles(['src']));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  }, 120_000);

  it.each([
    ['src/framework/list/Probe.ts', "import { App } from '../../app/App';", 'framework/list', 'app'],
    ['src/framework/form/Probe.ts', "export const load = () => import('../../pages/login/LoginPage');", 'framework/form', 'pages'],
    ['src/framework/fields/Probe.ts', "export { entityRoutes } from '../../entities/routes';", 'framework/fields', 'entities'],
    // Inside the framework too: its folders form one stack (eslint.config.js, frameworkLayers).
    ['src/framework/fields/Probe.ts', "import { ListTable } from '../list/ListTable';", 'framework/fields', 'framework/list'],
    ['src/framework/form/Probe.ts', "import { ManageScreen } from '../list/ManageScreen';", 'framework/form', 'framework/list'],
    ['src/framework/display/Probe.ts', "import { RichTextView } from '../richtext/RichTextView';", 'framework/display', 'framework/richtext'],
    ['src/framework/entity/Probe.ts', "import { FieldRenderer } from '../fields/FieldRenderer';", 'framework/entity', 'framework/fields'],
    ['src/ui/Probe.ts', "import { useSettings } from '../core/settings';", 'ui', 'core'],
    ['src/entities/Probe.ts', "import { Navbar } from '../shell/navbar/Navbar';", 'entities', 'shell'],
    ['src/shell/menu/Probe.ts', "import { appRouteDefs } from '../../app/router/appRoutes';", 'shell', 'router'],
    ['src/pages/misc/Probe.ts', "import { guardLoader } from '../../app/router/guardLoader';", 'pages', 'router'],
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
  });
});

import { buildSchema } from 'graphql';
import { schemaChanges } from './changes';
import { formatReport } from './report';
import { operationUsages, ruleUsages, screenUsages, type OperationFile, type RuleLike, type ScreenDeclaration } from './usages';

/** What the report looks things up in: read only when there is a change to explain. */
export interface Project {
  operations: OperationFile[];
  screens: ScreenDeclaration[];
  rules: Record<string, RuleLike[]>;
}

export interface CheckInput {
  base: { label: string; sdl: string };
  current: { label: string; sdl: string };
  loadProject: () => Promise<Project>;
}

/**
 * Compares two versions of the schema and names, for every breaking and dangerous change, what in
 * the admin it touches. Usages are found in the base schema, where what a change removes still exists.
 * Exit code 1 when a change is breaking.
 */
export async function checkSchema({ base, current, loadProject }: CheckInput): Promise<{ report: string; exitCode: 0 | 1 }> {
  const baseSchema = buildSchema(base.sdl);
  const changes = await schemaChanges(baseSchema, buildSchema(current.sdl));
  const explained = changes.some((change) => change.level !== 'safe');
  const project = explained ? await loadProject() : undefined;
  const usages = project
    ? [
        ...operationUsages(baseSchema, project.operations),
        ...screenUsages(baseSchema, project.screens),
        ...ruleUsages(baseSchema, project.rules),
      ]
    : [];
  const report = formatReport(changes, usages, `Schema check: ${current.label} against ${base.label}`);
  return { report, exitCode: changes.some((change) => change.level === 'breaking') ? 1 : 0 };
}

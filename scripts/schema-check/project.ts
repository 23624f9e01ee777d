import { readOperationSources } from '../operations/read';
import type { Project } from './check';
import type { RuleLike, ScreenDeclaration } from './usages';

/** The parts of src/ the check reads: the route registry and the rules (loaded by Vite in the CLI, directly in tests). */
export interface ProjectModules {
  entityRoutes: {
    segment: string;
    subject: string;
    hasNew: boolean;
    load: () => Promise<{ default: Omit<ScreenDeclaration, 'paths'> & { filters?: ScreenDeclaration['filters'] } }>;
  }[];
  defineRulesFor: (role: string) => RuleLike[];
  STAFF_ROLES: readonly string[];
}

export async function projectFrom(root: string, modules: ProjectModules): Promise<Project> {
  const screens = await Promise.all(modules.entityRoutes.map(async (info): Promise<ScreenDeclaration> => {
    const declaration = (await info.load()).default;
    const base = `/${info.segment}`;
    return {
      subject: declaration.subject,
      paths: [`${base}/manage`, ...(info.hasNew ? [`${base}/new`, `${base}/edit/:id`] : [])],
      fields: declaration.fields,
      filters: declaration.filters ?? [],
      columns: declaration.columns,
      operations: declaration.operations,
    };
  }));
  const rules = Object.fromEntries(modules.STAFF_ROLES.map((role) => [role, modules.defineRulesFor(role)]));
  // The files written by hand; operationUsages adds the derived operations from the schema it reads them with.
  return { operations: readOperationSources(root), screens, rules };
}

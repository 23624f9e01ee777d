import type { SuiteContext } from '../context';
import { sameValue } from '../conventions/values';
import { viewerOf } from '../http/logins';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';

const asList = (value: unknown) => (value == null ? null : Array.isArray(value) ? value : [value]);

/** A rule as data, whatever its spelling: lists for action, subject and fields; absent parts null. */
const normal = (rule: object) => {
  const { action, subject, conditions, fields, inverted } = rule as Record<string, unknown>;
  return { action: asList(action), subject: asList(subject), conditions: conditions ?? null, fields: asList(fields), inverted: Boolean(inverted) };
};

/** Each per-role login is of that role and is handed exactly the rules src/ability/rules.ts defines for it. */
export function sessionChecks(ctx: SuiteContext): CheckSpec[] {
  return ctx.roles.map((login): CheckSpec => ({
    check: `roles.rules:${login.role}`,
    entity: '(viewer)',
    run: async () => {
      const viewer = await viewerOf(ctx.client, ctx.docs, ctx.schema, login);
      if (!viewer) throw new Skip('the schema has no viewer query');
      check(viewer.role === login.role, `the login given for ${login.role} is a ${viewer.role}`);
      const expected = login.ability.rules.map(normal);
      const served = viewer.rules.map(normal);
      const differs = expected.findIndex((rule, index) => !sameValue(rule, served[index]));
      check(differs < 0 && expected.length === served.length, () => `the viewer's rules differ from src/ability/rules.ts at rule ${differs + 1}: ${JSON.stringify(served[differs] ?? null)} vs ${JSON.stringify(expected[differs] ?? null)}`);
      return { detail: `${served.length} rules` };
    },
  }));
}

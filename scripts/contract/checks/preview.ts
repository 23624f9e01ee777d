import type { SuiteContext } from '../context';
import { sameValue } from '../conventions/values';
import type { Identity } from '../http/client';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';

type Data = Record<string, unknown>;
const RULES = 'abilityRules { action subject conditions fields inverted }';

/**
 * "View as" (schema.graphql `Preview`): an ADMIN session previewing a role is handed exactly the
 * rules a real session of that role is, refuses a mutation with FORBIDDEN / PREVIEW_READ_ONLY,
 * and gets its own rules back at `previewEnd`. Runs on an ADMIN login, one preview at a
 * time and always ended; a server without `previewStart` is reported as skipped.
 */
export function previewChecks(ctx: SuiteContext): CheckSpec[] {
  // The session checks run one at a time before any entity's, so the main login may preview here.
  const admin = ctx.roles.find((login) => login.role === 'ADMIN') ?? (ctx.main.role === 'ADMIN' ? ctx.main : undefined);
  return ctx.roles
    .filter((login) => login.role !== 'ADMIN')
    .map((login): CheckSpec => ({
      check: `roles.preview:${login.role}`,
      entity: '(viewer)',
      run: async () => {
        const fields = ctx.schema.getMutationType()?.getFields() ?? {};
        const viewerField = ctx.schema.getQueryType()?.getFields().viewer;
        if (!fields.previewStart || !fields.previewEnd || !viewerField) throw new Skip('the server has no previewStart / previewEnd');
        if (ctx.options.readOnly) throw new Skip('a read-only run: starting a preview writes the activity log');
        if (!admin) throw new Skip('no ADMIN login to preview with');
        const rulesOf = async (who: Identity) => {
          const answer = await ctx.client.request(ctx.docs.operation('query', { name: 'viewer', field: viewerField }, RULES), {}, who);
          return ((answer.data?.viewer as Data | null)?.abilityRules ?? null) as unknown;
        };
        const own = await rulesOf(admin);
        const variables = { role: login.role };
        const start = await ctx.client.request(ctx.docs.operation('mutation', { name: 'previewStart', field: fields.previewStart }, `viewer { preview { role } ${RULES} }`, variables), variables, admin);
        try {
          const viewer = (start.data?.previewStart as Data | null)?.viewer as Data | null;
          check(viewer && (viewer.preview as Data | null)?.role === login.role, () => `previewStart answered ${JSON.stringify(start.errors ?? start.data).slice(0, 160)}`, start.call);
          check(sameValue(await rulesOf(admin), await rulesOf(login)), `a ${login.role} preview is handed other rules than a ${login.role} session`, start.call);
          const again = await ctx.client.request(ctx.docs.operation('mutation', { name: 'previewStart', field: fields.previewStart }, 'userErrors { message }', variables), variables, admin);
          const refusal = again.errors?.[0]?.extensions as Data | undefined;
          check(refusal?.code === 'FORBIDDEN' && refusal.reasonCode === 'PREVIEW_READ_ONLY', () => `a mutation in preview answered ${JSON.stringify(again.errors ?? again.data).slice(0, 160)}, not FORBIDDEN / PREVIEW_READ_ONLY`, again.call);
        } finally {
          await ctx.client.request(ctx.docs.operation('mutation', { name: 'previewEnd', field: fields.previewEnd }, 'userErrors { message }'), {}, admin);
        }
        check(sameValue(await rulesOf(admin), own), 'previewEnd did not give the ADMIN its own rules back', start.call);
        return { call: start.call };
      },
    }));
}

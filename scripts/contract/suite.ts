import { may } from './abilities';
import { authChecks, authWriteChecks } from './checks/auth';
import { crudChecks } from './checks/crud';
import { filterChecks } from './checks/filtering';
import { listChecks } from './checks/lists';
import { roleChecks } from './checks/roles';
import { previewChecks } from './checks/preview';
import { factorChecks } from './checks/factor';
import { sessionChecks } from './checks/session';
import { sortChecks } from './checks/sorting';
import { validationChecks } from './checks/validation';
import { trashChecks, versionChecks } from './checks/versions';
import type { SuiteContext } from './context';
import type { EntitySpec } from './conventions/entities';
import { deleteRow } from './data/rows';
import { EntityTable } from './data/tables';
import { runCheck, type CheckSpec, type Result } from './results';

/**
 * An entity's checks in two phases: every entity's reads run before any entity's writes (a
 * server may keep sorted orders until the next write), and the trash comes last of the writes.
 */
const PHASE_NAMES = ['reads', 'writes'];

const phases: ((table: EntityTable) => CheckSpec[])[] = [
  (table) => [...listChecks(table), ...sortChecks(table), ...filterChecks(table), ...authChecks(table), ...roleChecks(table, 'reads')],
  (table) => [...authWriteChecks(table), ...crudChecks(table), ...validationChecks(table), ...versionChecks(table), ...roleChecks(table, 'writes'), ...trashChecks(table)],
];

/** `--check list.sort` picks `list.sort:TITLE`, `--check roles` every `roles.*` check. */
const picked = (ctx: SuiteContext, spec: CheckSpec) =>
  ctx.options.checks.length === 0 || ctx.options.checks.some((name) => spec.check === name || spec.check.startsWith(`${name}.`) || spec.check.startsWith(`${name}:`));

export interface SuitePlan {
  entities: EntitySpec[];
  /** Called before an entity's checks start and after each result. */
  onStart?: (entity: string) => void;
  onResult?: (result: Result) => void;
  onFinish?: (entity: string, phase: string) => void;
  /** Stops taking new checks (Ctrl-C); what ran is reported and the rows created are still removed. */
  signal?: AbortSignal;
}

async function runEntity(ctx: SuiteContext, table: EntityTable, phase: number, plan: SuitePlan): Promise<Result[]> {
  const { entity } = table;
  plan.onStart?.(entity.type);
  const results: Result[] = [];
  const record = (result: Result) => {
    results.push(result);
    plan.onResult?.(result);
  };
  if (!may(ctx.main, 'read', entity.type)) {
    if (phase === 0) record({ check: 'list', entity: entity.type, status: 'skipped', detail: 'the main login may not read it', ms: 0 });
  } else {
    for (const spec of phases[phase](table).filter((each) => picked(ctx, each))) {
      if (plan.signal?.aborted) break;
      record(await runCheck(spec));
    }
  }
  plan.onFinish?.(entity.type, PHASE_NAMES[phase]);
  return results;
}

/** Deletes what the suite created and did not delete itself; a row it cannot delete is a failure. */
export async function cleanUp(ctx: SuiteContext): Promise<Result[]> {
  const results: Result[] = [];
  for (const row of [...ctx.marks.rows].reverse()) {
    const started = performance.now();
    const { payload, answer } = await deleteRow(ctx, row.entity, row.id).catch(() => ({ payload: null, answer: null }));
    if (payload?.deletedId) continue;
    ctx.marks.forget(row.id, row.entity);
    results.push({ check: 'cleanup', entity: row.entity.type, status: 'failed', call: answer?.call, detail: `row ${row.id} the suite created could not be deleted: ${JSON.stringify(answer?.data ?? answer?.errors ?? null).slice(0, 160)}`, ms: Math.round(performance.now() - started) });
  }
  return results;
}

/** Runs the checks of every entity, a few entities at a time, then the per-role session checks and the cleanup. */
export async function runSuite(ctx: SuiteContext, plan: SuitePlan): Promise<Result[]> {
  const results: Result[] = [];
  for (const spec of [...sessionChecks(ctx), ...previewChecks(ctx), ...factorChecks(ctx)].filter((each) => picked(ctx, each))) {
    const result = await runCheck(spec);
    results.push(result);
    plan.onResult?.(result);
  }
  const tables = plan.entities.map((entity) => new EntityTable(ctx, entity));
  try {
    for (const phase of phases.keys()) {
      const queue = [...tables];
      const lane = async () => {
        for (let table = queue.shift(); table && !plan.signal?.aborted; table = queue.shift()) results.push(...(await runEntity(ctx, table, phase, plan)));
      };
      await Promise.all(Array.from({ length: Math.max(1, ctx.options.concurrency) }, lane));
    }
  } finally {
    for (const result of await cleanUp(ctx)) {
      results.push(result);
      plan.onResult?.(result);
    }
  }
  return results;
}

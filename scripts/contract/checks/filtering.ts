import { filterLabel, type FilterSpec } from '../conventions/filters';
import { selectionOf } from '../documents';
import { EntityTable, listPage } from '../data/tables';
import type { Call, Data } from '../http/client';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';
import { probesFor, shown, type Probe } from './filterProbes';

/** Rows sampled from a table larger than `--max-rows`: filters are then checked on what they answer only. */
const SAMPLE = 200;

const fieldsOf = (spec: FilterSpec) => (spec.kind === 'search' ? spec.fields : spec.kind === 'unknown' ? [] : [spec.field]);

/**
 * Every key of `<T>Filter`: each probe's answer is exactly the rows of the table that satisfy
 * it (none that do not, none left out), values taken from the table itself (the rarest, so that
 * a filter the server ignores cannot pass). Tables above `--max-rows` are checked on a sample.
 */
export function filterChecks(table: EntityTable): CheckSpec[] {
  const { ctx, entity } = table;
  return entity.filters.map((spec): CheckSpec => ({
    check: `list.filter:${filterLabel(spec)}`,
    entity: entity.type,
    run: async () => {
      if (spec.kind === 'unknown') throw new Skip(`filter \`${spec.key}\`: ${spec.why}`);
      const rows = await EntityTable.needs(table.rows(), 'the rows of list.all');
      const sample = rows ? [...rows.values()] : (await listPage(ctx, entity, selectionOf(entity.object, fieldsOf(spec)), { page: 1, pageSize: SAMPLE })).page.items;
      const probes = probesFor(entity.object, spec, sample);
      if (!probes.length) throw new Skip(`no row holds a value of ${filterLabel(spec)} to filter by`);
      let shownCall: Call | undefined;
      for (const probe of probes) shownCall ??= await (rows ? exact(table, probe, rows) : sound(table, probe, fieldsOf(spec)));
      return { call: shownCall, detail: rows ? undefined : `sampled: the table has more than ${ctx.options.maxRows} rows` };
    },
  }));
}

/** The answer is exactly the rows that satisfy the probe. */
async function exact(table: EntityTable, probe: Probe, rows: Map<string, Data>): Promise<Call> {
  const { page, answer } = await listPage(table.ctx, table.entity, 'id', { filter: probe.filter, page: 1, pageSize: null });
  const got = new Set(page.items.map((item) => String(item.id)));
  const filter = JSON.stringify(probe.filter);
  const wrong = [...got].filter((id) => !rows.has(id) || !probe.holds(rows.get(id)!));
  check(!wrong.length, () => {
    const row = rows.get(wrong[0]);
    return `filter ${filter} answered ${wrong.length} of ${got.size} rows that do not satisfy it (e.g. row ${wrong[0]}${row ? ` with ${probe.field} ${shown(row, probe.field)}` : ', not in the table'})`;
  }, answer.call);
  const missed = [...rows.values()].filter((row) => probe.holds(row) && !got.has(String(row.id)));
  check(!missed.length, () => `filter ${filter} left out ${missed.length} rows that satisfy it (e.g. row ${String(missed[0].id)} with ${probe.field} ${shown(missed[0], probe.field)})`, answer.call);
  check(page.total === got.size, `filter ${filter} answered ${got.size} rows but total ${page.total}`, answer.call);
  return answer.call;
}

/** Every row answered satisfies the probe (a sample cannot show what was left out). */
async function sound(table: EntityTable, probe: Probe, fields: string[]): Promise<Call> {
  const { page, answer } = await listPage(table.ctx, table.entity, selectionOf(table.entity.object, fields), { filter: probe.filter, page: 1, pageSize: SAMPLE });
  const wrong = page.items.find((row) => !probe.holds(row));
  check(!wrong, () => `filter ${JSON.stringify(probe.filter)} answered row ${String(wrong!.id)} with ${probe.field} ${shown(wrong!, probe.field)}, which does not satisfy it`, answer.call);
  return answer.call;
}

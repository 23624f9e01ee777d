import type { CheckSpec } from '../results';
import { EntityTable, listPage } from '../data/tables';
import { check } from '../verdict';

/** The most rows the suite asks for in one page while walking a table (a common server bound). */
const MAX_PAGE = 1000;

/** Paging by the header's convention: `page` from 1, `pageSize` (null = All), and `total`. */
export function listChecks(table: EntityTable): CheckSpec[] {
  const { ctx, entity } = table;
  const spec = (check: string, run: CheckSpec['run']): CheckSpec => ({ check, entity: entity.type, run });
  return [
    spec('list.total', async () => {
      const { page, answer } = await table.first();
      check(Number.isInteger(page.total) && page.total >= 0, `total is ${page.total}, not a count`, answer.call);
      check(page.items.length === Math.min(2, page.total), `pageSize 2 answered ${page.items.length} rows of a total of ${page.total}`, answer.call);
      check(page.page === 1 && page.pageSize === 2, `the page says page ${page.page}, pageSize ${page.pageSize}; asked for 1 and 2`, answer.call);
      const all = await EntityTable.needs(table.all(), 'list.all');
      check(all.ids.length === page.total, `total says ${page.total} but pageSize: null answered ${all.ids.length} rows`, answer.call);
      return { call: answer.call, detail: `${page.total} rows` };
    }),
    spec('list.all', async () => {
      const { ids, answer } = await table.all();
      const page = answer.data![entity.list.name] as { total: number; pageSize: number | null };
      check(page.pageSize === null, `pageSize: null answered pageSize ${page.pageSize}`, answer.call);
      check(page.total === ids.length, `pageSize: null answered ${ids.length} rows but total ${page.total}`, answer.call);
      check(new Set(ids).size === ids.length, 'pageSize: null answered a row twice', answer.call);
      return { call: answer.call };
    }),
    spec('list.paging', async () => {
      const { ids } = await EntityTable.needs(table.all(), 'list.all');
      const size = Math.min(MAX_PAGE, Math.max(1, Math.ceil(ids.length / 4)));
      const seen: string[] = [];
      const onPages = new Set<string>();
      let last = null;
      for (let number = 1; number <= Math.max(1, Math.ceil(ids.length / size)); number += 1) {
        const { page, answer } = await listPage(ctx, entity, 'id', { page: number, pageSize: size });
        last = answer.call;
        const expected = Math.min(size, ids.length - (number - 1) * size);
        check(page.items.length === expected, `page ${number} of ${size} answered ${page.items.length} rows, expected ${expected}`, answer.call);
        check(page.total === ids.length, `page ${number} says total ${page.total}, pageSize: null answered ${ids.length} rows`, answer.call);
        for (const item of page.items) {
          const id = String(item.id);
          check(!onPages.has(id), `pages overlap: row ${id} is on page ${number} and an earlier one`, answer.call);
          onPages.add(id);
          seen.push(id);
        }
      }
      const missing = ids.filter((id) => !onPages.has(id));
      check(missing.length === 0, () => `the pages miss ${missing.length} rows that pageSize: null answers (e.g. ${missing[0]})`, last ?? undefined);
      const moved = seen.findIndex((id, index) => id !== ids[index]);
      check(moved < 0, () => `the pages order rows unlike pageSize: null (position ${moved + 1}: ${seen[moved]} vs ${ids[moved]})`, last ?? undefined);
      return { call: last ?? undefined, detail: `${Math.ceil(ids.length / size)} pages of ${size}` };
    }),
    spec('list.outOfRange', async () => {
      const { page: first } = await EntityTable.needs(table.first(), 'list.total');
      const size = 10;
      const beyond = Math.floor(first.total / size) + 2;
      const variables = { page: beyond, pageSize: size };
      const answer = await ctx.client.request(ctx.docs.list(entity, 'id', variables), variables, ctx.main);
      check(!answer.errors?.length, `page ${beyond} beyond the last answered errors instead of an empty page: ${answer.errors?.[0]?.message}`, answer.call);
      const page = answer.data?.[entity.list.name] as { items: unknown[]; total: number } | null;
      check(page && page.items.length === 0, `page ${beyond} beyond the last answered ${page?.items.length} rows`, answer.call);
      check(page.total === first.total, `page ${beyond} says total ${page.total}, page 1 said ${first.total}`, answer.call);
      return { call: answer.call };
    }),
  ];
}

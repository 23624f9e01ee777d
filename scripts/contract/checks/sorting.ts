import type { SortSpec } from '../conventions/sorts';
import { keysOrder } from '../conventions/values';
import { selectionOf } from '../documents';
import { EntityTable, listPage } from '../data/tables';
import type { Call, Data } from '../http/client';
import type { CheckSpec } from '../results';
import { check } from '../verdict';

/** Rows per page while checking a sort: pages 1 and 2. */
const PAGE = 40;

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 40);

/**
 * Every value of `<T>SortField`, ascending and descending: the first row holds the smallest
 * (largest) value of the whole table, each row follows the one before in order across pages 1
 * and 2, rows with no value keep together at one end, and ties break the same way on every
 * request (page 2 repeats no row of page 1), so paging through a sorted list never repeats or
 * skips a row.
 */
export function sortChecks(table: EntityTable): CheckSpec[] {
  const { ctx, entity } = table;
  return entity.sorts.map((sort): CheckSpec => ({
    check: `list.sort:${sort.value}`,
    entity: entity.type,
    run: async () => {
      const rows = await EntityTable.needs(table.rows(), 'the rows of list.all');
      const selection = selectionOf(entity.object, (sort.keys ?? []).map((key) => key.field));
      let shown: Call | undefined;
      for (const direction of ['ASC', 'DESC'] as const) {
        const variables = (page: number, pageSize: number) => ({ sort: { field: sort.value, direction }, page, pageSize });
        const first = await listPage(ctx, entity, selection, variables(1, PAGE));
        const second = await listPage(ctx, entity, selection, variables(2, PAGE));
        shown ??= first.answer.call;
        const onFirst = new Set(first.page.items.map((item) => String(item.id)));
        const repeated = second.page.items.find((item) => onFirst.has(String(item.id)));
        check(!repeated, () => `${direction}: row ${String(repeated!.id)} is on pages 1 and 2; ties must break the same way on every request`, second.answer.call);
        if (sort.keys) orderOf(table, sort, direction, [...first.page.items, ...second.page.items], rows, second.answer.call);
      }
      return { call: shown, detail: sort.keys ? undefined : 'the schema states no order for it: paging checked only' };
    },
  }));
}

function orderOf(table: EntityTable, sort: SortSpec, direction: 'ASC' | 'DESC', items: Data[], rows: Map<string, Data> | null, call: Call): void {
  const keys = sort.keys!;
  const compare = keysOrder(table.entity.object, keys);
  const towards = direction === 'ASC' ? 1 : -1;
  const keyOf = (row: Data) => keys.map((key) => row[key.field]);
  const empty = (row: Data) => keyOf(row).some((value) => value == null);
  const label = `${sort.value} ${direction}`;
  // Rows without a value sit together at one end (the schema leaves which to the server).
  const gaps = items.map(empty);
  const firstFull = gaps.indexOf(false);
  const lastFull = gaps.lastIndexOf(false);
  const stray = gaps.findIndex((gap, index) => gap && index > firstFull && index < lastFull);
  check(stray < 0, () => `${label}: row ${String(items[stray].id)} without a value sits among rows with one`, call);
  const full = items.filter((row) => !empty(row));
  for (let index = 1; index < full.length; index += 1) {
    const [before, after] = [full[index - 1], full[index]];
    check(compare(keyOf(before), keyOf(after)) !== towards, () => `${label}: row ${String(before.id)} (${show(keyOf(before))}) comes before row ${String(after.id)} (${show(keyOf(after))})`, call);
  }
  if (!rows || full.length === 0) return;
  const start = keyOf(full[0]);
  for (const row of rows.values()) {
    if (empty(row)) continue;
    check(compare(keyOf(row), start) !== -towards, () => `${label}: the list starts with row ${String(full[0].id)} (${show(start)}) but row ${String(row.id)} (${show(keyOf(row))}) sorts before it`, call);
  }
}

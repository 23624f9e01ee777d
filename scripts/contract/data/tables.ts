import type { SuiteContext } from '../context';
import type { EntitySpec } from '../conventions/entities';
import { selectionOf } from '../documents';
import type { Answer, Data, Identity } from '../http/client';
import { check, Skip, Violation } from '../verdict';

export interface Page {
  items: Data[];
  total: number;
  page: number;
  pageSize: number | null;
}

const messages = (answer: Answer) => (answer.errors ?? []).map((error) => `${error.extensions?.code ?? ''} ${error.message}`.trim()).join('; ');

/** One page of a list, as `who`; errors are violations. */
export async function listPage(ctx: SuiteContext, entity: EntitySpec, selection: string, variables: Data, who: Identity = ctx.main) {
  const answer = await ctx.client.request(ctx.docs.list(entity, selection, variables), variables, who);
  check(!answer.errors?.length, () => `the list answered errors: ${messages(answer)}`, answer.call);
  const page = answer.data?.[entity.list.name] as Page | null | undefined;
  check(page && Array.isArray(page.items), 'the list answered no page', answer.call);
  return { page, answer };
}

/** The fields the sort and filter checks read from every row. */
function checkedFields(entity: EntitySpec): Set<string> {
  const fields = new Set<string>(['createdAt']);
  for (const sort of entity.sorts) for (const key of sort.keys ?? []) fields.add(key.field);
  for (const spec of entity.filters) {
    if (spec.kind === 'search') spec.fields.forEach((field) => fields.add(field));
    else if (spec.kind !== 'unknown') fields.add(spec.field);
  }
  return fields;
}

/** What a list costs the server per row, roughly (a reference is two fields): keeps each request under cost limits. */
const ROW_BUDGET = 100_000;

/**
 * What the checks of one entity share, each asked once: its total, every id in the default
 * order (`pageSize: null`), and every row with the fields sorts and filters read.
 */
export class EntityTable {
  private memo = new Map<string, Promise<unknown>>();

  constructor(
    readonly ctx: SuiteContext,
    readonly entity: EntitySpec,
  ) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.memo.has(key)) this.memo.set(key, load());
    return this.memo.get(key) as Promise<T>;
  }

  /** A check that builds on another skips (rather than repeats its failure) when that one failed. */
  static async needs<T>(pending: Promise<T>, what: string): Promise<T> {
    try {
      return await pending;
    } catch (error) {
      if (error instanceof Violation) throw new Skip(`needs ${what}, which failed`);
      throw error;
    }
  }

  /** Page 1 of two rows: the total, and whether the login may read the entity at all. */
  first(): Promise<{ page: Page; answer: Answer }> {
    return this.once('first', () => listPage(this.ctx, this.entity, 'id', { page: 1, pageSize: 2 }));
  }

  /** Every id, in the server's default order. */
  all(): Promise<{ ids: string[]; answer: Answer }> {
    return this.once('all', async () => {
      const { page, answer } = await listPage(this.ctx, this.entity, 'id', { page: 1, pageSize: null });
      return { ids: page.items.map((item) => String(item.id)), answer };
    });
  }

  /** One marked row the write checks share (conflicts, history, refusals, the trash); removed at the end. */
  marked(): ReturnType<SuiteContext['marks']['create']> {
    return this.once('marked', () => this.ctx.marks.create(this.entity));
  }

  /** Every row with the checked fields, or null when the table is larger than `--max-rows`. */
  rows(): Promise<Map<string, Data> | null> {
    return this.once('rows', async () => {
      const { page } = await EntityTable.needs(this.first(), 'list.total');
      if (page.total > this.ctx.options.maxRows) return null;
      const fields = [...checkedFields(this.entity)];
      const perRequest = Math.max(1, Math.floor(ROW_BUDGET / Math.max(1, page.total) / 2));
      const rows = new Map<string, Data>();
      for (let start = 0; start < fields.length; start += perRequest) {
        const selection = selectionOf(this.entity.object, fields.slice(start, start + perRequest));
        const { page: all } = await listPage(this.ctx, this.entity, selection, { page: 1, pageSize: null });
        for (const item of all.items) rows.set(String(item.id), { ...rows.get(String(item.id)), ...item });
      }
      return rows;
    });
  }
}

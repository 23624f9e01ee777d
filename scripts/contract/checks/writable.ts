import { may } from '../abilities';
import type { EntityTable } from '../data/tables';
import { Skip } from '../verdict';

/** Writes run only when allowed (`--read-only` never writes) and the schema and the login allow them. */
export async function writable(table: EntityTable): Promise<void> {
  const { ctx, entity } = table;
  if (ctx.options.readOnly) throw new Skip('--read-only');
  if (!entity.create || !entity.get || !entity.delete || !entity.createInput) throw new Skip('the schema has no create, get and delete for it');
  for (const action of ['create', 'delete'] as const) {
    if (!may(ctx.main, action, entity.type)) throw new Skip(`the main login may not ${action} it`);
  }
}

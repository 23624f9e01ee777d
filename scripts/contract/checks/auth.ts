import { anonymous, codesOf, type Answer } from '../http/client';
import { listPage, type EntityTable } from '../data/tables';
import { writable } from './writable';
import type { CheckSpec } from '../results';
import { check } from '../verdict';

const refused = (answer: Answer, root: string, code: string) => {
  const data = answer.data?.[root];
  check(codesOf(answer).includes(code), () => `answered ${answer.errors?.length ? `errors ${JSON.stringify(codesOf(answer))}` : 'data'} instead of ${code}`, answer.call);
  check(data == null, `answered ${code} but also data for ${root}`, answer.call);
};

/**
 * Without a valid token every operation but sign-in is UNAUTHENTICATED (a GraphQL error, not
 * data): the list with no token and with a token the server never issued; when writes are
 * allowed, also a create, which must leave the table as it was.
 */
export function authChecks(table: EntityTable): CheckSpec[] {
  const { ctx, entity } = table;
  return [{
    check: 'auth.unauthenticated',
    entity: entity.type,
    run: async () => {
      const variables = { page: 1, pageSize: 2 };
      const document = ctx.docs.list(entity, 'id', variables);
      const none = await ctx.client.request(document, variables, anonymous);
      refused(none, entity.list.name, 'UNAUTHENTICATED');
      const forged = await ctx.client.request(document, variables, { label: 'a forged token', token: 'not.a-token.issued-by-the-server' });
      refused(forged, entity.list.name, 'UNAUTHENTICATED');
      return { call: none.call };
    },
  }];
}

/** A create without a token is UNAUTHENTICATED and creates nothing. */
export function authWriteChecks(table: EntityTable): CheckSpec[] {
  const { ctx, entity } = table;
  return [{
    check: 'auth.unauthenticated:create',
    entity: entity.type,
    run: async () => {
      await writable(table);
      const input = (await ctx.marks.input(entity))!;
      const count = async () => (await listPage(ctx, entity, 'id', { page: 1, pageSize: 1 })).page.total;
      const before = await count();
      const created = await ctx.marks.send(entity, input, anonymous);
      refused(created.answer, entity.create!.name, 'UNAUTHENTICATED');
      const after = await count();
      check(after === before, `a refused create changed the total from ${before} to ${after}`, created.answer.call);
      return { call: created.answer.call };
    },
  }];
}

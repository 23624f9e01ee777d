import { ApolloLink } from '@apollo/client';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import { buildSchema, parse, validate, type DocumentNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanDocument, snapshotDocument, withRowType } from '../../../src/framework/list/snapshotDocument';
import { LIST_DOCUMENTS } from '../../../src/gql-facts/listDocuments';
import { AbuseListDocument, PaymentListDocument } from '../../../src/gql-docs';
import { createTestApollo } from '../../utils/mockApollo';

const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'));

/** Strips every `__typename` from a result, as the lean document's answer should already be. */
const withoutTypename = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(withoutTypename)
  : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== '__typename').map(([key, item]) => [key, withoutTypename(item)]))
  : value;

/** Selection sets in which the server would answer `__typename`, in the text Apollo sends. */
const answeredTypenames = (document: DocumentNode) => print(addTypenameToDocument(document)).match(/__typename(?! @skip\(if: true\))/g)?.length ?? 0;

describe("All's lean document", () => {
  it('is what Apollo sends for All: the query carries no __typename the server would answer', async () => {
    const { client } = createTestApollo();
    const sent: string[] = [];
    client.setLink(new ApolloLink((operation, forward) => (sent.push(print(operation.query)), forward(operation))).concat(client.link));
    await client.query({ query: snapshotDocument(PaymentListDocument), variables: { page: 1, pageSize: 2 }, fetchPolicy: 'no-cache' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('user {');
    expect(sent[0].match(/__typename(?! @skip\(if: true\))/g)).toBeNull();
    // The ordinary document still carries them, for the cache.
    expect(answeredTypenames(PaymentListDocument)).toBeGreaterThan(3);
  });

  it("answers All on payments without a __typename, a fifth smaller, with the same values for the cells", async () => {
    const { client } = createTestApollo();
    const variables = { page: 1, pageSize: null };
    const full = await client.query({ query: PaymentListDocument, variables, fetchPolicy: 'no-cache' });
    const lean = await client.query({ query: snapshotDocument(PaymentListDocument), variables, fetchPolicy: 'no-cache' });
    const fullText = JSON.stringify(full.data);
    const leanText = JSON.stringify(lean.data);
    expect(lean.data?.paymentList.items.length).toBeGreaterThanOrEqual(10_000);
    expect(leanText).not.toContain('__typename');
    // 4.5 MB → 3.6 MB against the mock server; nested users, plans and gateways keep their fields.
    expect(Buffer.byteLength(leanText) / Buffer.byteLength(fullText)).toBeLessThan(0.85);
    expect(lean.data).toEqual(withoutTypename(full.data));
    expect(lean.data?.paymentList.items[0].user).toEqual({ id: expect.any(String), fullName: expect.any(String), email: expect.any(String) });
  });

  it("leaves a union's __typename, which tells its members apart (an abuse's target)", async () => {
    expect(answeredTypenames(leanDocument(AbuseListDocument))).toBe(1);
    const { client } = createTestApollo();
    const { data } = await client.query({ query: snapshotDocument(AbuseListDocument), variables: { page: 1, pageSize: 20 }, fetchPolicy: 'no-cache' });
    const items = data!.abuseList.items;
    expect(items.some((item) => item.target)).toBe(true);
    for (const item of items) {
      expect(item).not.toHaveProperty('__typename');
      expect(item.reporter ?? {}).not.toHaveProperty('__typename');
      if (item.target) expect(item.target.__typename).toMatch(/^(Comment|Media|User)$/);
    }
  });

  it("is valid against the schema for every entity's list, and asks for the same fields", () => {
    for (const [subject, document] of Object.entries(LIST_DOCUMENTS)) {
      const lean = parse(print(addTypenameToDocument(leanDocument(document))));
      expect(validate(schema, lean), subject).toEqual([]);
      // Without the skipped typenames, the text is the ordinary document's.
      expect(print(lean).replaceAll(/\s*__typename @skip\(if: true\)/g, ''), subject).toBe(print(document).trim());
    }
  });

  it('is one object per list, carrying the lean hash the build gave it, or none, and asking for packed rows', () => {
    const built = { ...PaymentListDocument, __meta__: { hash: 'full', snapshotHash: 'lean' } } as DocumentNode;
    expect(snapshotDocument(built)).toBe(snapshotDocument(built));
    expect((snapshotDocument(built) as { __meta__?: object }).__meta__).toEqual({ hash: 'lean', packRows: true });
    const unbuilt = { ...PaymentListDocument, __meta__: { hash: 'full' } } as DocumentNode;
    expect((snapshotDocument(unbuilt) as { __meta__?: object }).__meta__).toEqual({ packRows: true });
  });

  it("gives the rows back their type, and leaves a cached page's rows as they are", () => {
    const cached = [{ id: '1', __typename: 'Payment' }];
    expect(withRowType(cached, 'Payment')).toBe(cached);
    expect(withRowType([{ id: '1', user: { id: '2' } }], 'Payment')).toEqual([{ id: '1', user: { id: '2' }, __typename: 'Payment' }]);
  });
});

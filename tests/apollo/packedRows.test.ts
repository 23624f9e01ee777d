// @vitest-environment node
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pack, PACKED } from '../../mock-server/packedRows';
import { createApolloClient } from '../../src/apollo/client';
import { unpack } from '../../src/apollo/packedRows';
import { snapshotDocument } from '../../src/framework/list/snapshotDocument';
import { PaymentListDocument } from '../../src/gql-docs';
import { freshToken } from '../mock-server/liveClient';
import { startTestServer, type TestClient } from '../mock-server/harness';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index),
    user: index % 7 === 0 ? null : { id: String(index % 3), name: `user ${index % 3}`, tags: ['a'] },
    amount: index,
    meta: { note: `note ${index}` },
  }));

describe('packed rows', () => {
  it('packs a long list of like rows into a table with its shared objects once, and unpacks it to the same value', () => {
    const data = { list: { items: rows(150), total: 150 }, short: rows(3) };
    const packed = pack(data) as { list: { items: Record<string, { keys: string[]; shared: Record<string, unknown[]> }> }; short: unknown };
    expect(packed.list.items[PACKED].keys).toEqual(['id', 'user', 'amount', 'meta']);
    expect(packed.list.items[PACKED].shared.user).toHaveLength(3);
    expect(packed.short).toEqual(data.short);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(data).length);
    expect(unpack(JSON.parse(JSON.stringify(packed)))).toEqual(data);
  });

  it('leaves lists of unlike rows, and a value with nothing packed, as they were', () => {
    const unlike = [...rows(120), { id: 'x' }];
    expect(pack(unlike)).toEqual(unlike);
    const plain = { a: [1, 2], b: { c: null } };
    expect(unpack(plain)).toBe(plain);
  });

  describe('through the client and the mock server', () => {
    let server: TestClient;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server.server.stop();
    });

    it("All's document asks for packed rows and reads the same rows a plain answer gives", async () => {
      const token = await freshToken(server, 'FINANCE');
      const document = snapshotDocument(PaymentListDocument);
      const variables = { filter: {}, sort: { field: 'PAID_AT', direction: 'DESC' } as const, page: 1, pageSize: null };
      const sent: string[] = [];
      const answered: Promise<string>[] = [];
      const client = createApolloClient({
        uri: server.endpoint,
        fetch: (input, init) => {
          sent.push(String(init?.body));
          return fetch(input, init).then((response) => {
            answered.push(response.clone().text());
            return response;
          });
        },
        getToken: () => token,
        onUnauthenticated: () => undefined,
        onFailure: () => undefined,
      });
      const { data } = await client.query({ query: document, variables, fetchPolicy: 'no-cache' });
      expect(sent.some((body) => JSON.parse(body).extensions?.packRows === true)).toBe(true);
      const answers = await Promise.all(answered);
      expect(answers.some((text) => text.includes(PACKED))).toBe(true);
      const plain = await server.request<{ paymentList: { items: unknown[] } }>(print(document), variables, token);
      expect(plain.data!.paymentList.items.length).toBeGreaterThan(1000);
      // The packed answer is well under half the plain one.
      expect(Math.max(...answers.map((text) => text.length))).toBeLessThan(JSON.stringify(plain).length / 2);
      expect((data as typeof plain.data)!.paymentList.items).toEqual(plain.data!.paymentList.items);
    });
  });
});

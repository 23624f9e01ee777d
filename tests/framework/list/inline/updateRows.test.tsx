import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import media from '../../../../src/entities/media';
import plans from '../../../../src/entities/plan';
import { useUpdateRows } from '../../../../src/framework/list/inline/useUpdateRows';
import { MediaListDocument, PlanListDocument } from '../../../../src/gql/graphql';
import { createTestApollo } from '../../../utils/mockApollo';

/** The paste's request: several rows, each its own values, sent once; cached lists dropped after a change. */
function setUp(role: string) {
  const apollo = createTestApollo(role);
  const mutate = vi.spyOn(apollo.client, 'mutate');
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={apollo.client}>{children}</ApolloProvider>;
  return { ...apollo, mutate, wrapper };
}

const cachedLists = (client: ReturnType<typeof createTestApollo>['client'], field: string) =>
  Object.keys((client.cache.extract() as { ROOT_QUERY?: object }).ROOT_QUERY ?? {}).filter((key) => key.startsWith(field));

describe('useUpdateRows', () => {
  it('sends every row its own values in one request, answers per row and drops the cached lists', async () => {
    const { client, db, mutate, wrapper } = setUp('ADMIN');
    await client.query({ query: PlanListDocument, variables: { page: 1 } });
    expect(cachedLists(client, 'planList')).toHaveLength(1);
    const [a, b] = db.all('Plan');
    const { result } = renderHook(() => useUpdateRows(plans), { wrapper });
    let answers: Awaited<ReturnType<typeof result.current>> = [];
    await act(async () => {
      answers = await result.current([{ id: a.id, input: { price: 150000 } }, { id: b.id, input: { price: -1 } }]);
    });
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(answers.map((row) => [row.id, row.ok])).toEqual([[a.id, true], [b.id, false]]);
    expect(answers[1].userErrors[0].field).toEqual(['input', 'price']);
    expect(db.get('Plan', a.id)!.price).toBe(150000);
    expect(cachedLists(client, 'planList')).toEqual([]);
  });

  it('keeps the cached lists when no row changed, and answers the refusal with its reason', async () => {
    const { client, db, wrapper } = setUp('EDITOR');
    await client.query({ query: MediaListDocument, variables: { page: 1 } });
    const published = db.all('Media').find((row) => row.status === 'PUBLISHED')!;
    const { result } = renderHook(() => useUpdateRows(media), { wrapper });
    let answers: Awaited<ReturnType<typeof result.current>> = [];
    await act(async () => {
      answers = await result.current([{ id: published.id, input: { status: 'DRAFT' } }]);
    });
    expect(answers).toEqual([{ __typename: 'BulkUpdateRowResult', id: published.id, ok: false, userErrors: [expect.objectContaining({ code: 'FORBIDDEN', message: 'ability.reason.publishedMediaStatus' })] }]);
    expect(db.get('Media', published.id)!.status).toBe('PUBLISHED');
    expect(cachedLists(client, 'mediaList')).toHaveLength(1);
  });
});

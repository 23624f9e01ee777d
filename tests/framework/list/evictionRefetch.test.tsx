import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import { parse, print } from 'graphql';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { markerQuery, useEvictionRefetch } from '../../../src/framework/list/useEvictionRefetch';

describe('a snapshot list hears its rows change', () => {
  it('writes the marker as the query it stands for', () => {
    expect(print(markerQuery('payments'))).toBe(print(parse('query ListSnapshotMarker { payments(snapshotMarker: true) { __typename } }')));
  });

  it('refetches when the root field is evicted, and marks the cache again', async () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const refetch = vi.fn();
    renderHook(() => useEvictionRefetch(parse('query PaymentList { payments { id } }'), true, refetch), { wrapper });
    expect((client.cache.extract() as Record<string, unknown>).ROOT_QUERY).toHaveProperty(['payments({"snapshotMarker":true})']);
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'payments' });
    client.cache.gc();
    await waitFor(() => expect(refetch).toHaveBeenCalledOnce());
    expect((client.cache.extract() as Record<string, unknown>).ROOT_QUERY).toHaveProperty(['payments({"snapshotMarker":true})']);
  });
});

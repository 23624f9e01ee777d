import { ApolloLink, Observable } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { parseListParams } from '../../../src/framework/list/listParams';
import { listVariables } from '../../../src/framework/list/listVariables';
import { snapshotDocument } from '../../../src/framework/list/snapshotDocument';
import type { ListParams } from '../../../src/framework/list/useListParams';
import { useSnapshotHeadStart } from '../../../src/framework/list/useSnapshotHeadStart';
import { createTestApollo } from '../../utils/mockApollo';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage } from './harness';

beforeEach(fakeLayout);

const declaration = languages as unknown as EntityDeclaration;

describe("All's request leaves with the choice", () => {
  it('asks for All, outside the cache, before the URL changes, with the variables the screen will ask with', () => {
    const { client } = createTestApollo();
    const query = vi.spyOn(client, 'query').mockResolvedValue({ data: undefined });
    const search = 'page=3&sort=CODE:desc&isActive=true&q=per';
    const setPageSize = vi.fn();
    const params = { state: parseListParams(new URLSearchParams(search), declaration), setPageSize } as unknown as ListParams;
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => useSnapshotHeadStart(params, declaration, {}, true), { wrapper });

    result.current.setPageSize(null);
    // What the screen reads from the URL once the size is written (page 1, the rest kept).
    const after = parseListParams(new URLSearchParams('sort=CODE:desc&isActive=true&q=per&pageSize=all'), declaration);
    // The lean document, the one the screen asks with (snapshotDocument).
    expect(query).toHaveBeenCalledWith({ query: snapshotDocument(languages.operations.list), variables: listVariables(after, declaration), fetchPolicy: 'no-cache' });
    expect(query.mock.invocationCallOrder[0]).toBeLessThan(setPageSize.mock.invocationCallOrder[0]);
    expect(setPageSize).toHaveBeenCalledWith(null);

    result.current.setPageSize(25);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('sends one request for All: the screen joins the one under way', async () => {
    const { client } = createTestApollo();
    const sent: unknown[] = [];
    const texts: string[] = [];
    // Slower than the screen's render, as All's 10,000 rows are.
    const slow = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'LanguageList') sent.push(operation.variables.pageSize);
      if (operation.operationName === 'LanguageList' && operation.variables.pageSize === null) texts.push(print(operation.query));
      return new Observable((observer) => {
        const timer = setTimeout(() => forward(operation).subscribe(observer), 50);
        return () => clearTimeout(timer);
      });
    });
    client.setLink(slow.concat(client.link));
    await renderManage(languages, 'langs', { route: '/langs/manage', client });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    expect(await screen.findByText('1–14 of 14')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(14));
    expect(sent.filter((size) => size === null)).toHaveLength(1);
    // Without a `__typename` on each row: the rows get theirs from the subject (ability checks).
    expect(texts[0]).toContain('__typename @skip(if: true)');
    expect(texts[0].match(/__typename(?! @skip)/g)).toBeNull();
  });
});

import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyRow } from '../../../src/framework/list/listDocument';
import { localListStart } from '../../../src/framework/list/listParams';
import { listVariables } from '../../../src/framework/list/listVariables';
import { useListController, type ListController, type ListControllerOptions } from '../../../src/framework/list/useListController';
import comments from '../../../src/entities/comment';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { languages } from './declarations';
import { searchOf } from './harness';

/** Renders the controller alone and hands back its latest result. */
async function renderController(options: ListControllerOptions, route = '/list') {
  const apollo = createTestApollo('ADMIN');
  const latest: { list?: ListController<AnyRow> } = {};
  function Probe() {
    latest.list = useListController(languages, options) as ListController<AnyRow>;
    return null;
  }
  const result = await renderWithProviders(<Probe />, { route, apolloClient: apollo.client });
  const list = () => latest.list!;
  await waitFor(() => expect(list().initialLoading).toBe(false));
  return { ...result, list, db: apollo.db };
}

describe('the list controller, local', () => {
  it('pages in component state and leaves the URL alone', async () => {
    const { list, router, db } = await renderController({ params: 'local', initial: { pageSize: 5 } });
    const total = db.all('Language').length;
    expect(list().total).toBe(total);
    expect(list().rows).toHaveLength(5);
    act(() => list().params.setPage(2));
    await waitFor(() => expect(list().variables.page).toBe(2));
    await waitFor(() => expect(list().loading).toBe(false));
    expect(list().rows).toHaveLength(5);
    expect(router.state.location.search).toBe('');
  });

  it('sends its permanent filter with every state, and no filter change or clear removes it', async () => {
    const { list, db } = await renderController({ params: 'local', permanentFilter: { isActive: true }, initial: { pageSize: null } });
    const active = db.all('Language').filter((row) => row.isActive === true).length;
    expect(active).toBeLessThan(db.all('Language').length);
    expect(list().total).toBe(active);
    // Not one of the list's own filters: nothing to clear.
    expect(list().params.hasFilters).toBe(false);
    act(() => list().params.setFilter({ isActive: 'false', countryCode: 'IR' }));
    await waitFor(() => expect(list().variables.filter).toEqual({ isActive: true, countryCode: 'IR' }));
    act(() => list().params.clearFilters());
    await waitFor(() => expect(list().variables.filter).toEqual({ isActive: true }));
    await waitFor(() => expect(list().loading).toBe(false));
    expect(list().total).toBe(active);
  });

  it('moves a page past the end back to the last page', async () => {
    const { list, db } = await renderController({ params: 'local', initial: { page: 99, pageSize: 5 } });
    const last = Math.ceil(db.all('Language').length / 5);
    await waitFor(() => expect(list().params.state.page).toBe(last));
    await waitFor(() => expect(list().rows.length).toBeGreaterThan(0));
  });
});

describe('the list controller, url', () => {
  it('reads and writes its page in the URL', async () => {
    const { list, router } = await renderController({}, '/list?pageSize=5');
    expect(list().rows).toHaveLength(5);
    act(() => list().params.setPage(2));
    await waitFor(() => expect(searchOf(router).get('page')).toBe('2'));
    expect(list().variables.page).toBe(2);
  });

  it('corrects a page past the end in the URL without a history entry', async () => {
    const { router, db } = await renderController({}, '/list?pageSize=5&page=99');
    const last = Math.ceil(db.all('Language').length / 5);
    await waitFor(() => expect(searchOf(router).get('page')).toBe(String(last)));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('local list state, pure', () => {
  it('merges the permanent filter over the state and orders by the scope’s sort before the declaration’s', () => {
    const state = { page: 1, pageSize: 10, sort: null, search: 'x', filter: { search: 'x', isActive: false } };
    expect(listVariables(state, languages, { permanentFilter: { isActive: true }, sort: { field: 'CODE', direction: 'ASC' } })).toEqual({
      filter: { search: 'x', isActive: true },
      sort: { field: 'CODE', direction: 'ASC' },
      page: 1,
      pageSize: 10,
    });
  });

  it('starts a local list from its initial state, without the page’s default filter', () => {
    expect(localListStart(comments, { pageSize: 50 }).toString()).toBe('pageSize=50&status=all');
    expect(localListStart(languages, { pageSize: null }).toString()).toBe('pageSize=all');
  });
});

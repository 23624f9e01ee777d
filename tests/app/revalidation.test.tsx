import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { buildRoutes } from '../../src/app/router/buildRoutes';
import type { AppRouteDef } from '../../src/core/routing/meta';

/** Two signed-out screens whose loaders count their runs through `preload`. */
function routesWithCountedLoaders() {
  const preload = vi.fn();
  const screen = async () => () => null;
  const defs: AppRouteDef[] = [
    { id: 'one', path: '/one', meta: { layout: 'blank', public: true }, Component: screen, preload },
    { id: 'two', path: '/two', meta: { layout: 'blank', public: true }, Component: screen, preload },
  ];
  return { preload, router: createMemoryRouter(buildRoutes(defs), { initialEntries: ['/one'] }) };
}

describe('route loaders on a navigation', () => {
  it('do not run again for a new search on the same screen, and move to it in one step', async () => {
    const { preload, router } = routesWithCountedLoaders();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(preload).toHaveBeenCalledTimes(1);
    const states: string[] = [];
    const stop = router.subscribe((state) => states.push(state.navigation.state));
    await router.navigate('/one?page=2&pageSize=all');
    stop();
    expect(router.state.location.search).toBe('?page=2&pageSize=all');
    expect(preload).toHaveBeenCalledTimes(1);
    expect(states).not.toContain('loading');
  });

  it('run for another screen and for a revalidation of the same URL', async () => {
    const { preload, router } = routesWithCountedLoaders();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/two?page=2');
    expect(preload).toHaveBeenCalledTimes(2);
    await router.revalidate();
    expect(preload).toHaveBeenCalledTimes(3);
  });
});

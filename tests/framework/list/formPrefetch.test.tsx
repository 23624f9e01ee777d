import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_PREFETCH_MARKS } from '../../../src/framework/list/useFormPrefetch';
import { payments } from './declarations';
import { bodyRows, fakeLayout, renderManage } from './harness';

/** The idle callbacks asked for, run only when the test says the page is idle. */
let idleCallbacks: (() => void)[] = [];
beforeEach(() => {
  fakeLayout();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => void (idleCallbacks[id - 1] = () => undefined));
});
afterEach(() => void vi.unstubAllGlobals());

const idle = () => act(() => idleCallbacks.forEach((callback) => callback()));

/**
 * The form's chunks start before the click that needs them (a click must not wait for the
 * network for JavaScript): on a pointer over, or focus on, New or a row, and once the list is idle.
 */
describe("a list's form prefetch", () => {
  it('starts once, when the rows are shown and the page is idle, and leaves its marks', async () => {
    const prefetchForm = vi.fn(() => Promise.resolve());
    await renderManage(payments, 'payments', { route: '/payments/manage', props: { prefetchForm } });
    expect(prefetchForm).not.toHaveBeenCalled();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await idle();
    expect(prefetchForm).toHaveBeenCalledTimes(1);
    // The byte budgets tell the first load from the prefetch by these marks (support/routeBytes.ts).
    expect(performance.getEntriesByName(FORM_PREFETCH_MARKS.start)).not.toHaveLength(0);
    await waitFor(() => expect(performance.getEntriesByName(FORM_PREFETCH_MARKS.end)).not.toHaveLength(0));
    await userEvent.setup().hover(bodyRows()[0]);
    expect(prefetchForm).toHaveBeenCalledTimes(1);
  });

  it('starts on a pointer over Add, before the list is idle', async () => {
    const prefetchForm = vi.fn(() => Promise.resolve());
    await renderManage(payments, 'payments', { route: '/payments/manage', props: { prefetchForm, hasNew: true } });
    await userEvent.setup().hover(await screen.findByRole('button', { name: 'Add payment' }));
    expect(prefetchForm).toHaveBeenCalledTimes(1);
  });

  it("starts on keyboard focus in a row (its Edit) and not on the list's other controls", async () => {
    const prefetchForm = vi.fn(() => Promise.resolve());
    await renderManage(payments, 'payments', { route: '/payments/manage', props: { prefetchForm, hasNew: false } });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    act(() => screen.getByRole('searchbox').focus());
    expect(prefetchForm).not.toHaveBeenCalled();
    act(() => bodyRows()[0].querySelector<HTMLElement>('a[href], button')!.focus());
    expect(prefetchForm).toHaveBeenCalledTimes(1);
  });
});

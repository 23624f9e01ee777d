import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf } from './harness';

/** Commits inside the list's table: its own renders and every state change of the rows within. */
const table = vi.hoisted(() => ({ commits: 0 }));
vi.mock('../../../src/framework/list/ListTable', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/framework/list/ListTable')>();
  return {
    ...original,
    ListTable: (props: ComponentProps<typeof original.ListTable>) => (
      <Profiler id="table" onRender={() => void table.commits++}>
        <original.ListTable {...props} />
      </Profiler>
    ),
  };
});

beforeEach(fakeLayout);

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/**
 * A keystroke in a list's search renders the search box alone: the query waits for a pause in
 * typing (the debounce), and nothing the key press changes reaches the rows, not even React
 * Aria's interaction modality (pointer when the box was clicked, keyboard once typed: see
 * primeModality.ts), which would render the whole table on the first key.
 */
describe("typing in a list's search", () => {
  it('renders no row until the pause, then searches once', async () => {
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(box);
    // What the click set off (the modality set ahead for typing) settles first.
    await pause(500);
    table.commits = 0;
    await user.type(box, 'fren', { skipClick: true });
    expect(table.commits).toBe(0);
    expect(searchOf(router).get('q')).toBeNull();
    await pause(400);
    expect(searchOf(router).get('q')).toBe('fren');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });
});

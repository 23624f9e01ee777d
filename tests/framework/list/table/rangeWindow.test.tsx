import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePasted } from '../../../../src/framework/list/inline/pasteBlock';
import { languages } from '../declarations';
import { bodyRows, fakeLayout, renderManage, withSpareLanguages } from '../harness';

beforeEach(fakeLayout);

describe("a range over All's virtual window", () => {
  it('spans rows that are not rendered and copies all of them, in the list’s order', async () => {
    const { client } = withSpareLanguages(150, { padded: true });
    await renderManage(languages, 'langs', { route: '/langs/manage?q=Zulutest&pageSize=all&sort=TITLE:asc', client });
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '151'));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(bodyRows().length).toBeLessThan(150);
    const user = userEvent.setup();
    within(bodyRows()[0]).getByRole('rowheader').focus();
    // Ctrl+Shift+End: down to the last row, out of the first window.
    await user.keyboard('{Control>}{Shift>}{End}{/Shift}{/Control}');
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '151'));
    expect(screen.getByRole('grid').querySelector('[role="row"][aria-rowindex="2"]')).toBeNull();

    const setData = vi.fn();
    fireEvent.copy(document.activeElement!, { clipboardData: { setData } });
    const lines = parsePasted(setData.mock.calls[0][1] as string);
    expect(lines).toHaveLength(150);
    expect(lines[0][0]).toBe('Zulutest 001');
    expect(lines[149][0]).toBe('Zulutest 150');
    expect(await screen.findByText('Copied 150 × 1 cells.')).toBeInTheDocument();

    // Shift+Page Up takes a page back off the range; Escape clears it.
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(document.querySelectorAll('[aria-selected="true"][data-range]').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[data-range]')).toHaveLength(0);
  });
});

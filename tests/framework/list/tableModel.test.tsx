import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityDeclaration, ValueFormatter } from '../../../src/framework/entity/types';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage, withSpareLanguages } from './harness';

beforeEach(() => {
  fakeLayout();
});

/** The language declaration with counted columns: a formatted text and a custom render. */
function countedLanguages() {
  const text = vi.fn((row: { code: string }, format: ValueFormatter) => format.message('list.value.yes') + row.code);
  const render = vi.fn((row: { nativeTitle: string }) => row.nativeTitle);
  const declaration = {
    ...languages,
    columns: [{ key: 'title', sort: 'TITLE', isRowHeader: true }, { key: 'code', text }, { key: 'nativeTitle', render }],
  } as unknown as EntityDeclaration;
  return { declaration, text, render };
}

describe('table model', () => {
  it('renders a cell only when it is in view, formats it once, and keeps its rows on an unrelated re-render', async () => {
    const { client } = withSpareLanguages(120, { padded: true });
    const { declaration, text, render } = countedLanguages();
    await renderManage(declaration, 'langs', { route: '/langs/manage?q=Zulutest&pageSize=all', client });
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '121'));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const shown = bodyRows().length;
    // Virtualized: far fewer rows in the DOM than in the table, and only those were rendered.
    expect(shown).toBeLessThan(120);
    const rendered = render.mock.calls.length;
    expect(rendered).toBe(shown);
    expect(new Set(render.mock.calls.map(([row]) => row.nativeTitle)).size).toBe(shown);
    // Texts are formatted once per cell: the visible ones reuse what column sizing measured.
    const formatted = text.mock.calls.length;
    expect(new Set(text.mock.calls.map(([row]) => row.code)).size).toBe(formatted);

    // Selecting a row re-renders the table, but its rows stay the same elements: nothing is
    // formatted or rendered again.
    await userEvent.setup().click(within(bodyRows()[0]).getByRole('checkbox'));
    await waitFor(() => expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'true'));
    expect(text).toHaveBeenCalledTimes(formatted);
    expect(render).toHaveBeenCalledTimes(rendered);
  });

  it('keeps All out of the normalized cache and refetches it when a row is deleted', async () => {
    const { client, db } = withSpareLanguages(3, { padded: true });
    await renderManage(languages, 'langs', { route: '/langs/manage?q=Zulutest&pageSize=all', client });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const cached = Object.keys(client.cache.extract() as Record<string, unknown>);
    const spare = db.all('Language').filter((row) => String(row.title).startsWith('Zulutest'));
    expect(cached.filter((key) => spare.some((row) => key === `Language:${String(row.id)}`))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Zulutest 001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '3');
    expect(bodyRows()[0]).toHaveTextContent('Zulutest 002');
  });
});

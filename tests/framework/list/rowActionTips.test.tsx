import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActionButton } from '../../../src/framework/list/RowActionButton';
import { RowActionsMenu } from '../../../src/framework/list/RowActionsMenu';
import { RowLink } from '../../../src/framework/list/RowLink';
import { TruncationTip } from '../../../src/framework/list/TruncationTip';
import { renderWithProviders } from '../../utils/renderWithProviders';

function renderActions(handlers: { onDelete: () => void; onOpen: () => void }) {
  return render(
    <TruncationTip>
      <div className="row-actions">
        <RowLink href="/langs/edit/7" onOpen={handlers.onOpen} aria-label="Edit Persian" tip="Edit">
          <svg aria-hidden />
        </RowLink>
        <RowActionButton aria-label="Delete Persian" tip="Delete" onPress={handlers.onDelete}>
          <svg aria-hidden />
        </RowActionButton>
        <RowActionButton aria-label="Cannot delete Persian: in use" tip="In use" tipDelay={0} onPress={() => {}}>
          <svg aria-hidden />
        </RowActionButton>
      </div>
    </TruncationTip>,
  );
}

describe('row actions and their tips', () => {
  it('names an action after the pointer rests on it, and at once when it is reached by keyboard', async () => {
    const user = userEvent.setup();
    renderActions({ onDelete: vi.fn(), onOpen: vi.fn() });
    await user.hover(screen.getByRole('button', { name: 'Delete Persian' }));
    // Not at once: passing over a row of icons shows nothing.
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await user.unhover(screen.getByRole('button', { name: 'Delete Persian' }));
    await user.hover(screen.getByRole('button', { name: /^Cannot delete/ }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('In use');
    await user.unhover(screen.getByRole('button', { name: /^Cannot delete/ }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    await user.keyboard('{Tab}');
    expect(screen.getByRole('link', { name: 'Edit Persian' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('runs a button on a press and keeps a plain click on a link in the app', async () => {
    const user = userEvent.setup();
    const handlers = { onDelete: vi.fn(), onOpen: vi.fn() };
    renderActions(handlers);
    await user.click(screen.getByRole('button', { name: 'Delete Persian' }));
    expect(handlers.onDelete).toHaveBeenCalledOnce();
    // A press is not a keyboard focus: no tip comes with it.
    expect(screen.queryByRole('tooltip')).toBeNull();
    const link = screen.getByRole('link', { name: 'Edit Persian' });
    expect(link).toHaveAttribute('href', '/langs/edit/7');
    await user.click(link);
    expect(handlers.onOpen).toHaveBeenCalledOnce();
    // With a modifier the browser opens it (a new tab): the app does not.
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(handlers.onOpen).toHaveBeenCalledOnce();
  });
});

describe('the "More actions" menu of a row', () => {
  it('says what it is on keyboard focus, opens on Enter, runs an item and gives the focus back', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onDelete = vi.fn();
    await renderWithProviders(
      <RowActionsMenu items={[{ kind: 'open', mode: 'edit' }, { kind: 'delete' }]} row={{ id: '7' }} name="Persian" subject="Language" running={false} onRun={vi.fn()} onOpen={onOpen} onDelete={onDelete} />,
    );
    await user.keyboard('{Tab}');
    const more = screen.getByRole('button', { name: 'More actions for Persian' });
    expect(more).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('More actions');
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The menu gives the focus back after its exit, a frame later under load.
    await waitFor(() => expect(more).toHaveFocus());
  });
});

describe('a cut cell and a scroll', () => {
  /** A row whose name is wider than its box (jsdom lays nothing out, so the widths are given). */
  function renderCutRow() {
    render(
      <TruncationTip>
        <div role="grid">
          <div role="row" tabIndex={-1}>
            <div role="rowheader" tabIndex={-1}><span className="cell-text">A very long title that is cut</span></div>
          </div>
        </div>
      </TruncationTip>,
    );
    const text = document.querySelector('.cell-text') as HTMLElement;
    Object.defineProperty(text, 'scrollWidth', { value: 400 });
    Object.defineProperty(text, 'clientWidth', { value: 100 });
    return screen.getByRole('rowheader');
  }

  it('keeps the tip a keyboard focus opened when the browser scrolls the row into view', async () => {
    const cell = renderCutRow();
    act(() => cell.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('A very long title that is cut');
    act(() => void cell.closest('[role="grid"]')!.dispatchEvent(new Event('scroll', { bubbles: false })));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('A very long title that is cut'));
  });

  it('hides the tip the pointer opened when the table scrolls', async () => {
    const user = userEvent.setup();
    const cell = renderCutRow();
    await user.hover(cell.querySelector('.cell-text')!);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => void cell.closest('[role="grid"]')!.dispatchEvent(new Event('scroll', { bubbles: false })));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuTrigger } from '../../../src/ui/kit/Menu';
import { Tooltip, TooltipTrigger } from '../../../src/ui/kit/Tooltip';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('kit Tooltip', () => {
  it('shows at once on keyboard focus, describes its trigger, and hides on Escape and blur', async () => {
    await renderWithProviders(
      <>
        <TooltipTrigger delay={600}>
          <Button aria-label="Edit">✎</Button>
          <Tooltip>Edit this attribute</Tooltip>
        </TooltipTrigger>
        <Button>Next</Button>
      </>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Edit' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Edit this attribute');
    expect(tooltip).toHaveClass('kit-tooltip', 'kit-tooltip--neutral');
    expect(trigger).toHaveAccessibleDescription('Edit this attribute');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps its trigger when the tooltip’s code arrives: the focus that started it stays and shows the tip', async () => {
    await renderWithProviders(
      <TooltipTrigger delay={600}>
        <Button aria-label="Print">P</Button>
        <Tooltip>Print this list</Tooltip>
      </TooltipTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Print' });
    // Nothing but the button before an intent: the surface is drawn by its own chunk.
    expect(trigger).not.toHaveAttribute('aria-describedby');
    const user = userEvent.setup();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Print this list');
    expect(screen.getByRole('button', { name: 'Print' })).toBe(trigger);
    expect(trigger).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('waits for its delay on hover', async () => {
    // Right after another tooltip react-aria shows the next at once ("warm"); let that pass.
    await new Promise((resolve) => setTimeout(resolve, 600));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderWithProviders(
        <TooltipTrigger delay={600}>
          <Button aria-label="Bold">B</Button>
          <Tooltip>Bold</Tooltip>
        </TooltipTrigger>,
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // The pointer is in use (a press somewhere): react-aria shows tooltips on hover only then.
      await user.click(document.body);
      await user.hover(screen.getByRole('button', { name: 'Bold' }));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      vi.advanceTimersByTime(700);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Bold');
    } finally {
      vi.useRealTimers();
    }
  });

  it('wraps a menu’s trigger: focus shows the tooltip, Enter still opens the menu', async () => {
    await renderWithProviders(
      <TooltipTrigger delay={600}>
        <MenuTrigger>
          <Button aria-label="More actions for Row 1">⋯</Button>
          <Menu onAction={() => {}}>
            <MenuItem id="edit">Edit</MenuItem>
          </Menu>
        </MenuTrigger>
        <Tooltip>More actions</Tooltip>
      </TooltipTrigger>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('More actions');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  });
});

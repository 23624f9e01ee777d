import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Toolbar } from '../../../src/ui/kit/Toolbar';
import { renderWithProviders } from '../../utils/renderWithProviders';

const tools = (
  <>
    <Button>Before</Button>
    <Toolbar aria-label="List tools">
      <Button>CSV</Button>
      <Button>Print</Button>
      <Button>Create</Button>
    </Toolbar>
    <Button>After</Button>
  </>
);

describe('kit Toolbar', () => {
  it('is one tab stop with arrows between its controls, and focus comes back to the one that had it', async () => {
    await renderWithProviders(tools);
    const user = userEvent.setup();
    const toolbar = screen.getByRole('toolbar', { name: 'List tools' });
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    await user.tab();
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'CSV' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    // The first arrow runs once the focus manager has loaded (it starts with the focus).
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Print' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Create' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(toolbar).getByRole('button', { name: 'Print' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('mirrors the arrows in Persian (RTL)', async () => {
    await renderWithProviders(tools, { language: 'fa' });
    const user = userEvent.setup();
    const toolbar = screen.getByRole('toolbar', { name: 'List tools' });
    await user.tab();
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'CSV' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Print' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'CSV' })).toHaveFocus();
  });
});

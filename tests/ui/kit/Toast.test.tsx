import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion, toastQueue } from '../../../src/ui/kit/Toast';
import { renderWithProviders } from '../../utils/renderWithProviders';

afterEach(() => {
  act(() => toastQueue.clear());
  vi.useRealTimers();
});

describe('kit toasts', () => {
  it('show in a named region with their variant; the action runs, closes the toast and calls onClose', async () => {
    await renderWithProviders(<ToastRegion />);
    const onAction = vi.fn();
    const onClose = vi.fn();
    act(() => void toastQueue.positive('1 item deleted.', { timeout: 5000, actionLabel: 'Undo', onAction, shouldCloseOnAction: true, onClose }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: '1 item deleted.' });
    expect(toast).toHaveClass('kit-toast--positive');
    expect(within(toast).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    const user = userEvent.setup();
    // Keyboard users reach it: Tab from the toast goes to its action.
    act(() => toast.focus());
    await user.tab();
    expect(within(toast).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('close with their translated close button, and the function each call returns', async () => {
    await renderWithProviders(<ToastRegion />, { language: 'fa' });
    const onClose = vi.fn();
    act(() => void toastQueue.negative('ذخیره نشد.', { onClose }));
    const toast = await screen.findByRole('alertdialog', { name: 'ذخیره نشد.' });
    expect(screen.getByRole('region', { name: 'اعلان‌ها' })).toContainElement(toast);
    const user = userEvent.setup();
    await user.click(within(toast).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);

    let close = () => {};
    act(() => void (close = toastQueue.info('Copied.')));
    expect(await screen.findByRole('alertdialog', { name: 'Copied.' })).toBeInTheDocument();
    act(() => close());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('close themselves after their timeout (5 s at least), but not when they offer an action', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithProviders(<ToastRegion />);
    act(() => {
      toastQueue.neutral('Saved.', { timeout: 1000 });
      toastQueue.positive('Deleted.', { timeout: 5000, actionLabel: 'Undo', onAction: () => {} });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Saved.' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alertdialog', { name: 'Saved.' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4000));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Saved.' })).not.toBeInTheDocument());
    act(() => void vi.advanceTimersByTime(60000));
    expect(screen.getByRole('alertdialog', { name: 'Deleted.' })).toBeInTheDocument();
  });
});

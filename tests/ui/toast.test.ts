import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../src/ui/kit/toastQueue';
import { toast } from '../../src/ui/toast';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('say a success every time, though the same words came a moment ago', () => {
    const positive = vi.spyOn(toastQueue, 'positive').mockReturnValue(() => {});
    toast.success('undo.toast.restored', { count: 1 });
    toast.success('undo.toast.restored', { count: 1 });
    expect(positive).toHaveBeenCalledTimes(2);
  });

  it('do not stack the same failure when several requests fail together', () => {
    const negative = vi.spyOn(toastQueue, 'negative').mockReturnValue(() => {});
    toast.error('errors.network.unique-for-this-test');
    toast.error('errors.network.unique-for-this-test');
    expect(negative).toHaveBeenCalledTimes(1);
  });

  it('give a toast with a button its label and handler, closing on it, and no timeout to race', () => {
    const positive = vi.spyOn(toastQueue, 'positive').mockReturnValue(() => {});
    const onAction = vi.fn();
    const onClose = vi.fn();
    toast.success('list.toast.deleted', { count: 1 }, { label: 'undo.actions.undo', onAction, onClose });
    expect(positive).toHaveBeenCalledWith('list.toast.deleted', expect.objectContaining({ actionLabel: 'undo.actions.undo', onAction, onClose, shouldCloseOnAction: true }));
  });
});

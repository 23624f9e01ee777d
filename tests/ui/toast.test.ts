import { ToastQueue } from '@adobe/react-spectrum';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../src/ui/toast';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('say a success every time, though the same words came a moment ago', () => {
    const positive = vi.spyOn(ToastQueue, 'positive').mockReturnValue(() => {});
    toast.success('undo.toast.restored', { count: 1 });
    toast.success('undo.toast.restored', { count: 1 });
    expect(positive).toHaveBeenCalledTimes(2);
  });

  it('do not stack the same failure when several requests fail together', () => {
    const negative = vi.spyOn(ToastQueue, 'negative').mockReturnValue(() => {});
    toast.error('errors.network.unique-for-this-test');
    toast.error('errors.network.unique-for-this-test');
    expect(negative).toHaveBeenCalledTimes(1);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRIMARY } from '../../src/core/config/colors';
import { DEFAULT_LAYOUT, getSettings, updateSettings } from '../../src/core/settings';
import CustomizerPanel from '../../src/shell/customizer/CustomizerPanel';
import { renderWithProviders } from '../utils/renderWithProviders';

const defaults = () => updateSettings({ theme: 'light', skin: 'default', primaryColor: DEFAULT_PRIMARY, isVerticalNavSemiDark: false, layout: DEFAULT_LAYOUT });

describe('customizer panel on the kit', () => {
  afterEach(() => act(defaults));

  it('each choice is a radio group named by its label: the arrows move the choice and apply it at once', async () => {
    act(defaults);
    const onClose = vi.fn();
    await renderWithProviders(<CustomizerPanel id="customizer" onClose={onClose} />);
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    const light = within(theme).getByRole('radio', { name: 'Light' });
    expect(light).toBeChecked();
    const user = userEvent.setup();
    act(() => light.focus());
    await user.keyboard('{ArrowDown}');
    const dark = within(theme).getByRole('radio', { name: 'Dark' });
    await waitFor(() => expect(dark).toBeChecked());
    expect(dark).toHaveFocus();
    expect(getSettings().theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Bordered' }));
    expect(getSettings().skin).toBe('bordered');
  });

  it('switches toggle by Space, the reset and close buttons are named, and Escape closes', async () => {
    act(defaults);
    const onClose = vi.fn();
    await renderWithProviders(<CustomizerPanel id="customizer" onClose={onClose} />);
    const user = userEvent.setup();
    const blur = screen.getByRole('switch', { name: 'Blur behind the navbar' });
    const wasOn = getSettings().layout.isNavbarBlurEnabled;
    act(() => blur.focus());
    await user.keyboard(' ');
    expect(getSettings().layout.isNavbarBlurEnabled).toBe(!wasOn);
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(getSettings().layout.isNavbarBlurEnabled).toBe(DEFAULT_LAYOUT.isNavbarBlurEnabled);
    expect(getSettings().skin).toBe('default');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

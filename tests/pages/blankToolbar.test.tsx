import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSettings, reloadSettings, updateSettings } from '../../src/core/settings';
import { BlankToolbar } from '../../src/pages/login/BlankToolbar';
import { renderWithProviders } from '../utils/renderWithProviders';

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});

describe("the sign-in page's language and theme switches", () => {
  it('offer the other language, named in itself, in one press', async () => {
    await renderWithProviders(<BlankToolbar />, { language: 'fa' });
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.querySelector('[lang="en"]')).not.toBeNull();
    await userEvent.setup().click(english);
    expect(getSettings().language).toBe('en');
  });

  it('name the language the page is shown in, not the stored one (the catalog may still load)', async () => {
    await renderWithProviders(<BlankToolbar />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'فارسی' })).toBeInTheDocument();
  });

  it('toggle the dark theme, and show it pressed while dark', async () => {
    updateSettings({ language: 'en' });
    await renderWithProviders(<BlankToolbar />, { language: 'en' });
    const dark = screen.getByRole('button', { name: 'Dark' });
    expect(dark).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    await user.click(dark);
    expect(getSettings().theme).toBe('dark');
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    await user.click(dark);
    expect(getSettings().theme).toBe('light');
  });
});
